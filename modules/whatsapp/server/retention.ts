import { lt } from 'drizzle-orm';
import { declarePlatformData, defineDailySweep } from '@portal/kit';
import { whatsappMessages, whatsappOptIns, whatsappReplies, whatsappWebhookEvents } from './schema.ts';

/** How long a message sent by WhatsApp is kept: its state shows on the family's record and decides one fallback. */
export const KEEP_MESSAGES_DAYS = 90;

// Kept outside any resource, so declared here for the privacy notice, beside the sweep that keeps the promise.
declarePlatformData({
  table: whatsappMessages,
  label: 'Messages sent by WhatsApp',
  audience: 'the family it was sent to, the centre’s head, head office',
  whose: ['guardian', 'child'],
  categories: ['contact'],
  retention: `${KEEP_MESSAGES_DAYS} days after sending`,
  purposes: ['To show whether a message reached the family, and to send it once by SMS when it did not'],
});
declarePlatformData({
  table: whatsappOptIns,
  label: 'WhatsApp opt-ins and opt-outs',
  audience: 'the holder of the number, the centre’s head, head office',
  whose: ['guardian'],
  categories: ['contact'],
  retention: 'while the portal may message the number: the record of the family’s decision',
  purposes: ['To message a number by WhatsApp only after its holder opted in, and never after STOP'],
});

declarePlatformData({
  table: whatsappReplies,
  label: 'Texts a family sent by WhatsApp to the child’s conversation',
  audience: 'the child’s family and the centre staff in the conversation',
  whose: ['guardian'],
  categories: ['contact'],
  retention: `${KEEP_MESSAGES_DAYS} days after receiving (the text itself is the conversation’s)`,
  purposes: ['To answer a family on WhatsApp in their words within 24 hours of their last message'],
});

/** Forgets, every night, the message records and webhook ids past their retention. */
const prune = defineDailySweep({
  name: 'whatsapp.forget-old-messages',
  // Run twice? Yes: forgetting old records twice forgets nothing more.
  mayRunTwice: true,
  at: '03:15',
  what: 'WhatsApp message record(s) past their retention forgotten',
  async sweep(ctx) {
    const before = new Date(Date.now() - KEEP_MESSAGES_DAYS * 86_400_000);
    const gone = await ctx.db
      .delete(whatsappMessages)
      .where(lt(whatsappMessages.createdAt, before))
      .returning({ id: whatsappMessages.id });
    await ctx.db.delete(whatsappWebhookEvents).where(lt(whatsappWebhookEvents.receivedAt, before));
    await ctx.db.delete(whatsappReplies).where(lt(whatsappReplies.receivedAt, before));
    return gone.length;
  },
});

export const whatsappPruneJob = prune.job;
export const scheduleWhatsappPrune = prune.schedule;
