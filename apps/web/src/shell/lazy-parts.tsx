import { Box } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Parts of the shell built on Mantine's Combobox (the selectors) load after the
 * first paint, which keeps the sign-in and shell bundle inside its budget.
 */
const LazyRoleSelect = lazy(() => import('./RoleSelect.tsx').then((m) => ({ default: m.RoleSelect })));
const LazyUserDrawer = lazy(() => import('./UserDrawer.tsx').then((m) => ({ default: m.UserDrawer })));
const LazyMenuDrawer = lazy(() => import('./MenuDrawer.tsx'));
// The top menu shows on a wide screen only: a phone's first paint does without its code.
const LazyTopMenu = lazy(() => import('./TopMenu.tsx').then((m) => ({ default: m.TopMenu })));
const LazyChooseFirst = lazy(() => import('./ChooseFirst.tsx').then((m) => ({ default: m.ChooseFirst })));

export function RoleSelectSlot(props: ComponentProps<typeof LazyRoleSelect>) {
  return (
    <Suspense fallback={<Box w={{ base: 128, sm: 190 }} h={30} />}>
      <LazyRoleSelect {...props} />
    </Suspense>
  );
}

export function UserDrawerSlot(props: ComponentProps<typeof LazyUserDrawer>) {
  return (
    <Suspense fallback={null}>
      <LazyUserDrawer {...props} />
    </Suspense>
  );
}

export function ChooseFirstSlot(props: ComponentProps<typeof LazyChooseFirst>) {
  return (
    <Suspense fallback={null}>
      <LazyChooseFirst {...props} />
    </Suspense>
  );
}

export function MenuDrawerSlot(props: ComponentProps<typeof LazyMenuDrawer>) {
  return (
    <Suspense fallback={null}>
      <LazyMenuDrawer {...props} />
    </Suspense>
  );
}

export function TopMenuSlot(props: ComponentProps<typeof LazyTopMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyTopMenu {...props} />
    </Suspense>
  );
}
