import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';

const HintTooltip = lazy(() => import('./HintTooltip.tsx'));

type Target = ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void }>;

/**
 * A tooltip on the top bar, whose code (Mantine's tooltip and the floating-position library, some 13 kB compressed)
 * loads when the pointer first comes over its target or the target takes focus, not with every first paint: a
 * phone, which has no pointer to hover, never downloads it for the top bar.
 */
export function Hint({ children, ...props }: Omit<TooltipProps, 'children'> & { children: Target }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return cloneElement(children, { onPointerEnter: () => setWanted(true), onFocus: () => setWanted(true) });
  return (
    <Suspense fallback={children}>
      <HintTooltip {...props}>{children}</HintTooltip>
    </Suspense>
  );
}
