import { formatTime } from '@portal/core';
import { SPEAKER_LABELS, MESSAGE_TEXTS, type Speaker } from '../../shared/constants.ts';
import type { Message } from '../../shared/contracts.ts';

/** "Anita (teacher)". */
export const personLabel = (name: string, role: Speaker) => `${name} (${SPEAKER_LABELS[role]})`;

/** What shows under the reader's own message: who has seen it, or when staff will. */
export function deliveryNote(m: Message): string {
  if (m.seenBy.length > 0) {
    return `Seen by ${m.seenBy.map((r) => `${personLabel(r.name, r.role)} ${formatTime(r.at)}`).join(', ')}`;
  }
  if (m.heldUntil) return MESSAGE_TEXTS.seenAfter(formatTime(m.heldUntil));
  return 'Sent';
}
