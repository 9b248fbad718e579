import { formatDate, formatTime } from '@portal/core';
import type { DayWords } from '../messages/index.ts';

/** "Injury · 24-11-2026 11:15 AM · Outdoor play area", in the reader's language. */
export function incidentLine(i: { kind: string; occurredAt: string; place: string }, t: DayWords): string {
  return t('incident.line', {
    kind: t('incident.kind', { kind: i.kind }),
    date: formatDate(i.occurredAt),
    time: formatTime(i.occurredAt),
    place: i.place,
  });
}

/** "Acknowledged by Anita Sharma on 25-11-2026 at 10:02 AM", in the reader's language. */
export function acknowledgement(name: string | null, at: string | null, t: DayWords): string {
  return t('incident.acknowledged', { name: name ?? '', date: formatDate(at), time: formatTime(at) });
}
