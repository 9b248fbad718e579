import { enumLabel, formatDate, formatTime } from '@portal/core';

/** "Injury · 24-11-2026 11:15 AM · Outdoor play area". */
export function incidentLine(i: { kind: string; occurredAt: string; place: string }): string {
  return `${enumLabel(i.kind)} · ${formatDate(i.occurredAt)} ${formatTime(i.occurredAt)} · ${i.place}`;
}

/** "Acknowledged by Anita Sharma on 25-11-2026 at 10:02 AM". */
export function acknowledgement(name: string | null, at: string | null): string {
  return `Acknowledged by ${name ?? ''} on ${formatDate(at)} at ${formatTime(at)}`;
}
