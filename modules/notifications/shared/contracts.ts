import { defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { CHANNELS, NOTIFICATION_KIND_NAMES, NOTIFICATION_MESSAGES as MSG } from './constants.ts';

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** What a browser's PushSubscription.toJSON() gives. */
export const subscriptionInput = z.object({
  endpoint: z.url({ error: MSG.endpoint }).max(2000, { error: MSG.endpoint }),
  keys: z.object({
    p256dh: z.string({ error: MSG.key }).regex(base64url, { error: MSG.key }).min(86, { error: MSG.key }).max(90),
    auth: z.string({ error: MSG.auth }).regex(base64url, { error: MSG.auth }).min(22, { error: MSG.auth }).max(24),
  }),
});

const kind = z.enum(NOTIFICATION_KIND_NAMES, { error: MSG.chooseKind });

const channel = z.enum(CHANNELS, { error: MSG.chooseChannel });

export const preferencesAnswer = z.object({
  kinds: z.array(
    z.object({
      kind,
      label: z.string(),
      description: z.string(),
      /** How the kind reaches the person while they choose nothing. */
      defaults: z.string(),
      /** The channels the person may choose for it. */
      channels: z.array(channel),
      /** Why the kind cannot be turned off; null when it can. */
      required: z.string().nullable(),
      /** Sent only with the family's consent to marketing. */
      marketing: z.boolean(),
      /** The channel chosen; null for the usual way. */
      channel: channel.nullable(),
      /** False when the kind is off (the channel NONE). */
      enabled: z.boolean(),
    }),
  ),
  /** Browsers this account receives notifications on. */
  devices: z.number(),
  /** The account has a mobile number. */
  mobile: z.boolean(),
  /** The account's number opted in to WhatsApp, so WhatsApp may be chosen. */
  whatsapp: z.boolean(),
});

export const pushKey = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/push-key',
  tags: ['Notifications'],
  summary: "The installation's VAPID public key (a browser's applicationServerKey)",
  response: z.object({ publicKey: z.string() }),
});

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/subscriptions',
  tags: ['Notifications'],
  summary: 'Receive push notifications on this browser',
  body: subscriptionInput,
  response: preferencesAnswer,
  status: 201,
});

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/subscriptions/remove',
  tags: ['Notifications'],
  summary: 'Stop push notifications on this browser',
  body: z.object({ endpoint: z.string().max(2000) }),
  response: preferencesAnswer,
});

export const preferences = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/preferences',
  tags: ['Notifications'],
  summary: 'What the signed-in person receives as push notifications',
  response: preferencesAnswer,
});

export const setPreference = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/preferences',
  tags: ['Notifications'],
  summary: 'Turns one kind of notification on or off',
  body: z.object({ kind, enabled: z.boolean({ error: 'Say whether this kind is on (true) or off (false)' }) }),
  response: preferencesAnswer,
});

export const setChannel = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/channels',
  tags: ['Notifications'],
  summary: 'Chooses the one channel a kind of message reaches the person by (WhatsApp, SMS, email, push or none)',
  body: z.object({
    kind,
    channel: channel.nullable(),
  }),
  response: preferencesAnswer,
});
