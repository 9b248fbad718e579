import { Badge, Select } from '@mantine/core';
import { formatMonth, formatPaise, todayInIndia, type FigureUnit } from '@portal/core';
import { useMessages } from '@portal/ui';
import { healthMessages } from '../messages/index.ts';

/** The last twelve months, newest first, as the books key them ('2026-11'). */
export function lastMonths(count = 12): string[] {
  const [y, m] = todayInIndia().split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 7));
}

/** Picks the month a screen shows. */
export function MonthSelect({ value, onChange }: { value: string; onChange(month: string): void }) {
  const t = useMessages(healthMessages);
  return (
    <Select
      label={t('healthCommon.month')}
      data={lastMonths().map((m) => ({ value: m, label: formatMonth(m) }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      maw={220}
      data-testid="health-month"
    />
  );
}

/** A score as a badge: green from 75, yellow from 50, red below; grey without one. */
export function ScoreBadge({ score, size = 'md' }: { score: number | null; size?: 'md' | 'xl' }) {
  const t = useMessages(healthMessages);
  const colour = score === null ? 'gray' : score >= 75 ? 'green' : score >= 50 ? 'yellow' : 'red';
  return (
    <Badge color={colour} variant="light" size={size} miw="max-content" data-testid="health-score">
      {score === null ? t('healthCommon.noScore') : t('healthCommon.outOf', { score })}
    </Badge>
  );
}

/** A figure's number as people read it: money in ₹, a percent with its sign, a count as it is. */
export function figureText(value: number | null, unit: FigureUnit): string {
  if (value === null) return '—';
  if (unit === 'paise') return formatPaise(value);
  if (unit === 'percent') return `${value} %`;
  return String(value);
}
