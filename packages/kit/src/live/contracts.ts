import { defineEndpoint } from '@portal/core';
import { z } from 'zod';

export const liveEventAnswer = z.object({
  id: z.number().meta({ description: 'The event id: send it back as Last-Event-ID (or `after`) to catch up' }),
  kind: z.string().meta({ description: "What happened, 'module.thing' ('day.check-in')" }),
  payload: z.record(z.string(), z.unknown()),
  at: z.string().meta({ format: 'date-time' }),
});

/**
 * Live updates. With `Accept: text/event-stream` the answer is a stream of server-sent events: each `data:` line
 * is one event of the schema below with its `id:`, and a `: keep-alive` comment comes every 25 seconds. The
 * stream first replays the recent events after the client's `Last-Event-ID` header (or `after`), then stays
 * open until the server ends it (every few minutes, so that access changes apply); the client reconnects.
 * Without that header the answer is the same catch-up as one JSON document.
 */
export const liveStream = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/live',
  tags: ['Live'],
  summary: 'Live updates for the signed-in person (server-sent events; JSON catch-up without the stream header)',
  query: z.object({
    after: z.coerce
      .number({ error: 'after must be an event id' })
      .int({ error: 'after must be an event id' })
      .min(0, { error: 'after must be an event id' })
      .optional(),
  }),
  response: z.object({
    events: z.array(liveEventAnswer),
    lastEventId: z.number().nullable(),
  }),
});
