import { formatTime } from '@portal/core';
import type { Speaker } from '../../shared/constants.ts';
import type { Message } from '../../shared/contracts.ts';
import type { ConversationWords } from '../messages/index.ts';

/** "Anita (teacher)". */
export const personLabel = (name: string, role: Speaker, t: ConversationWords) =>
  t('conversation.person', { name, role });

/** What shows under the reader's own message: who has seen it, or when staff will. */
export function deliveryNote(m: Message, t: ConversationWords): string {
  if (m.seenBy.length > 0) {
    const people = m.seenBy.map((r) => `${personLabel(r.name, r.role, t)} ${formatTime(r.at)}`).join(', ');
    return t('conversation.seenBy', { people });
  }
  if (m.heldUntil) return t('conversation.seenAfter', { time: formatTime(m.heldUntil) });
  return t('conversation.sent');
}
