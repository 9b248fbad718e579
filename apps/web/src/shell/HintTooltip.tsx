import { Tooltip, type TooltipProps } from '@mantine/core';

/** Mantine's tooltip, a chunk of its own: it brings the floating-position library (see Hint.tsx). */
export default function HintTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
