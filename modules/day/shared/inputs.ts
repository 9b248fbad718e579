import { z } from 'zod';
import { recordId } from '@portal/core';
import { DAY_MESSAGES } from './constants.ts';

const pin = z.string({ error: 'Enter a PIN of 4 digits' }).regex(/^\d{4}$/, { error: 'Enter a PIN of 4 digits' });

/** The family PIN a parent sets for the kiosk's PIN pad (typed twice). */
export const setPinInput = z
  .strictObject({ pin, confirm: z.string({ error: 'Type the PIN again' }) })
  .refine((v) => v.pin === v.confirm, { error: 'The two PINs differ', path: ['confirm'] });

/** What a parent types on the kiosk's PIN pad. */
export const kioskPinInput = z.strictObject({
  mobile: z
    .string({ error: 'Enter the mobile number of your portal account' })
    .regex(/^[6-9]\d{9}$/, { error: 'Enter the 10-digit mobile number of your portal account' }),
  pin,
  franchiseeID: recordId.optional(),
});

/** The code of the kiosk's QR, as the parent's phone opened it. */
export const redeemKioskInput = z.strictObject({
  token: z.string({ error: 'Scan the code on the kiosk screen' }).max(200, { error: 'This code is not valid' }),
});

export const rosterCheckInInput = z.strictObject({ studentAdmissionId: recordId });

/** Who collects the child: an approved pickup, or a one-time pickup with the code the parents gave them. */
export const checkOutInput = z
  .strictObject({
    studentAdmissionId: recordId,
    pickupId: recordId.optional(),
    oneTimePickupId: recordId.optional(),
    code: z
      .string()
      .regex(/^\d{6}$/, { error: 'The one-time code has 6 digits' })
      .optional(),
  })
  .refine((v) => (v.pickupId === undefined) !== (v.oneTimePickupId === undefined), {
    error: DAY_MESSAGES.choosePickup,
    path: ['pickupId'],
  })
  .refine((v) => v.oneTimePickupId === undefined || v.code !== undefined, {
    error: 'Enter the one-time code the collector gives you',
    path: ['code'],
  });
