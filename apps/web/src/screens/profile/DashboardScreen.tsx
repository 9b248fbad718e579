import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { t, useAccess } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { roleHomes } from '../../routing/landing.ts';
import { loadHome } from '../../routing/landing-home.ts';

// Each home is its own chunk, created once so React keeps its state; the office dashboard is one too, so a
// parent's or a teacher's landing page carries none of its code.
const homes = roleHomes.map((home) => ({ ...home, Screen: lazy(() => loadHome(home)) }));
const OfficeDashboard = lazy(() => import('./OfficeDashboard.tsx'));

/**
 * /profile/dashboard: the landing page after sign-in. A parent and a teacher land on their role's home (an
 * account that is both switches between the two); office roles get the centre's dashboard.
 */
export default function DashboardScreen() {
  const access = useAccess();
  const mine = access.superAdmin ? [] : homes.filter((h) => access.canRead(h.module));
  const [chosen, choose] = useState(0);
  if (mine.length === 0)
    return (
      <Suspense fallback={<Skeleton h={240} radius="md" />}>
        <OfficeDashboard />
      </Suspense>
    );
  const { Screen } = mine[Math.min(chosen, mine.length - 1)];
  return (
    <Stack gap="md">
      {mine.length > 1 && (
        <SegmentedControl
          fullWidth
          value={String(chosen)}
          onChange={(v) => choose(Number(v))}
          data={mine.map((h, i) => ({ value: String(i), label: t(h.label) }))}
          data-testid="home-switch"
        />
      )}
      <Suspense fallback={<Skeleton h={240} radius="md" />}>
        <Screen />
      </Suspense>
    </Stack>
  );
}
