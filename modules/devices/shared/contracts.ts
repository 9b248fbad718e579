/** Room devices as contracts: the office's list, enrolment and revocation; the device's staff and PIN switch. */
import { defineEndpoint, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { DEVICE_MESSAGES as MSG, DEVICE_MODULES as M } from './constants.ts';

const tags = ['Room devices'];

export const deviceRow = z.object({
  id: z.number(),
  name: z.string(),
  classId: z.number(),
  className: z.string(),
  enrolledAt: timestamp,
  enrolledBy: z.string().nullable(),
  /** The last time the device asked the server anything (a PIN switch, a staff list). */
  lastSeenAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type DeviceRow = z.input<typeof deviceRow>;

export const devices = defineEndpoint({
  method: 'GET',
  path: '/api/devices',
  module: M.DEVICES,
  tags,
  summary: 'The centre’s room devices: each tablet’s class, when it was enrolled and last seen, and whether revoked',
  query: z.object({ franchiseeID: recordId.optional() }),
  response: z.object({ rows: z.array(deviceRow) }),
});

export const enrolInput = z.strictObject({
  classId: recordId,
  name: z.string({ error: MSG.name }).trim().min(1, { error: MSG.name }).max(60, { error: MSG.name }),
  franchiseeID: recordId.optional(),
});

export const enrolDevice = defineEndpoint({
  method: 'POST',
  path: '/api/devices',
  module: M.DEVICES,
  tags,
  summary: 'Enrols this tablet for one class: answers the device’s token once (the tablet keeps it)',
  body: enrolInput,
  response: z.object({ device: deviceRow, token: z.string() }),
  status: 201,
});

export const revokeDevice = defineEndpoint({
  method: 'POST',
  path: '/api/devices/:id/revoke',
  module: M.DEVICES,
  tags,
  summary: 'Revokes a room device: its token and every turn opened on it stop working at once',
  params: z.object({ id: recordId }),
  response: deviceRow,
});

const pin = z.string({ error: MSG.pin }).regex(/^\d{4,6}$/, { error: MSG.pin });

export const setDevicePinInput = z
  .strictObject({ pin, confirm: z.string({ error: MSG.pinsDiffer }) })
  .refine((v) => v.pin === v.confirm, { error: MSG.pinsDiffer, path: ['confirm'] });

export const setDevicePin = defineEndpoint({
  method: 'PUT',
  path: '/api/devices/my-pin',
  module: M.PIN,
  tags,
  summary: 'Sets the PIN the staff member switches in with on their centre’s room devices',
  body: setDevicePinInput,
  response: z.object({ pinSet: z.boolean() }),
});

/** What the device shows before anyone switches in: its class, and who may switch in. */
export const room = defineEndpoint({
  method: 'GET',
  path: '/api/devices/room',
  public: true,
  acrossCentres: 'Answered to the device by its own token, which names its centre; no person is signed in',
  rateLimit: { max: 120, timeWindow: 60_000 },
  tags,
  summary: 'The room device’s class and the staff of its centre who have set a PIN (device token in x-device-token)',
  response: z.object({
    device: z.object({ id: z.number(), name: z.string(), classId: z.number(), className: z.string() }),
    staff: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

export const switchInput = z.strictObject({ userId: recordId, pin: z.string({ error: MSG.pin }).max(6) });

export const switchIn = defineEndpoint({
  method: 'POST',
  path: '/api/devices/room/switch',
  public: true,
  acrossCentres: 'Answered to the device by its own token, which names its centre; the PIN names the person',
  rateLimit: { max: 30, timeWindow: 60_000 },
  tags,
  summary: 'A staff member switches in on the room device with their PIN: a turn bound to the device’s class',
  body: switchInput,
  response: z.object({ token: z.string(), expiresAt: z.string(), name: z.string(), classId: z.number() }),
});

export const endTurn = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/devices/room/end-turn',
  module: M.PIN,
  write: false,
  changesAccess: true,
  tags,
  summary: 'Ends the turn of whoever is switched in on the room device',
  response: z.object({ ended: z.boolean() }),
});
