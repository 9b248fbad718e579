import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { DEVICE_TOKEN_HEADER } from '../shared/constants.ts';
import { registerClassFence } from './class-fence.ts';
import { enrolDevice, listDevices, revokeDevice, room, setDevicePin, switchIn } from './devices.service.ts';
import { endTurn } from './turn.service.ts';

const deviceToken = (headers: Record<string, unknown>) => {
  const value = headers[DEVICE_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

export function deviceRoutes(app: FastifyInstance): void {
  serve(app, C.devices, ({ ctx, query }) => listDevices(ctx, query.franchiseeID));
  serve(app, C.enrolDevice, ({ ctx, body }) => enrolDevice(ctx, body));
  serve(app, C.revokeDevice, ({ ctx, params }) => revokeDevice(ctx, params.id));
  serve(app, C.setDevicePin, ({ ctx, body }) => setDevicePin(ctx, body.pin));
  serve(app, C.room, ({ ctx, raw }) => room(ctx, deviceToken(raw.headers)));
  serve(app, C.switchIn, ({ ctx, body, raw }) =>
    switchIn(ctx, deviceToken(raw.headers), body, raw.headers['user-agent']),
  );
  serve(app, C.endTurn, ({ ctx }) => endTurn(ctx));
  registerClassFence(app);
}
