import { z } from 'zod';

const text = (max: number) =>
  z.string({ error: 'Must be text' }).max(max, { error: `Must be at most ${max} characters` });

/**
 * A Razorpay webhook's body, as far as the portal reads it: the event and the payment it is about (Razorpay sends
 * null for an order id or an error it does not have). Everything else passes through unread.
 */
export const razorpayWebhookBody = z.looseObject({
  event: text(100),
  payload: z
    .looseObject({
      payment: z
        .looseObject({
          entity: z.looseObject({
            id: text(100).optional(),
            order_id: text(100).nullable().optional(),
            amount: z
              .number({ error: 'The amount must be a number of paise' })
              .int({ error: 'The amount must be a whole number of paise' })
              .nonnegative({ error: 'The amount cannot be negative' })
              .optional(),
            error_description: text(2000).nullable().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});
