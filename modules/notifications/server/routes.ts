import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import {
  myPreferences,
  pushPublicKey,
  setMyChannel,
  setMyPreference,
  subscribeBrowser,
  unsubscribeBrowser,
} from './preferences.service.ts';

/** Each person's own notification settings: every signed-in account, whatever its roles. */
export function notificationRoutes(app: FastifyInstance) {
  serve(app, C.pushKey, ({ ctx }) => pushPublicKey(ctx));
  serve(app, C.preferences, ({ ctx }) => myPreferences(ctx));
  serve(app, C.setPreference, ({ ctx, body }) => setMyPreference(ctx, body));
  serve(app, C.setChannel, ({ ctx, body }) => setMyChannel(ctx, body));
  serve(app, C.subscribe, ({ ctx, body }) => subscribeBrowser(ctx, body));
  serve(app, C.unsubscribe, ({ ctx, body }) => unsubscribeBrowser(ctx, body));
}
