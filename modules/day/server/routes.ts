import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { childTimeline, logCareEvent, logClassCareEvent } from './care.service.ts';
import { checkOutChild, checkOutChoices } from './check-out.service.ts';
import { dayToday } from './clock.ts';
import { dayRows } from './day-rows.service.ts';
import { kioskCode, redeemKioskCode } from './kiosk.service.ts';
import { myChildren } from './parent.service.ts';
import { checkInByPin, hasFamilyPin, setFamilyPin } from './pin.service.ts';
import { oneTimePickupResource, pickupResource } from './resources.ts';
import { centreToday, classRoster, rosterCheckIn } from './roster.service.ts';
import * as L from '../shared/late-pickup.ts';
import * as R from '../shared/ratios.ts';
import { waiveLateFee } from './late-pickup/fees.service.ts';
import { latePickupSettingsResource } from './late-pickup/settings.ts';
import { currentBreaches, ratioBoard } from './ratios/ratios.service.ts';
import { ratioRuleResource } from './ratios/rules.ts';
import { myStaffPresence, staffCheckIn, staffCheckOut } from './ratios/staff.service.ts';

export function dayRoutes(app: FastifyInstance): void {
  // ---- the door kiosk ----
  serve(app, C.kioskCode, ({ ctx, query }) => kioskCode(ctx, query.franchiseeID));
  serve(app, C.kioskPin, ({ ctx, body }) => checkInByPin(ctx, body));

  // ---- the parent ----
  serve(app, C.redeemKioskCode, ({ ctx, body }) => redeemKioskCode(ctx, body.token));
  serve(app, C.myDay, async ({ ctx }) => {
    const day = dayToday();
    return { day, children: await dayRows(ctx, await myChildren(ctx), day), pinSet: await hasFamilyPin(ctx) };
  });
  serve(app, C.setPin, ({ ctx, body }) => setFamilyPin(ctx, body.pin));
  resourceRoutes(app, pickupResource);
  resourceRoutes(app, oneTimePickupResource);

  // ---- the class roster and the centre's day ----
  serve(app, C.roster, ({ ctx, query }) => classRoster(ctx, query));
  serve(app, C.rosterCheckIn, ({ ctx, body }) => rosterCheckIn(ctx, body.studentAdmissionId));
  serve(app, C.checkOutChoices, ({ ctx, params }) => checkOutChoices(ctx, params.studentAdmissionId));
  serve(app, C.checkOut, ({ ctx, body }) => checkOutChild(ctx, body));
  serve(app, C.today, ({ ctx, query }) => centreToday(ctx, query.franchiseeID));

  // ---- care events: the child's day ----
  serve(app, C.logCareEvent, ({ ctx, body }) => logCareEvent(ctx, body));
  serve(app, C.logClassCareEvent, ({ ctx, body }) => logClassCareEvent(ctx, body));
  serve(app, C.childTimeline, ({ ctx, params }) => childTimeline(ctx, params.studentAdmissionId));
}

// ---- child-to-staff ratios and the late-pickup fee ----

export function dayRatioRoutes(app: FastifyInstance): void {
  resourceRoutes(app, ratioRuleResource);
  serve(app, R.ratioBoard, ({ ctx, query }) => ratioBoard(ctx, query.franchiseeID));
  serve(app, R.ratioBreaches, ({ ctx }) => currentBreaches(ctx));
  serve(app, R.myStaffPresence, ({ ctx }) => myStaffPresence(ctx));
  serve(app, R.staffCheckIn, ({ ctx, body }) => staffCheckIn(ctx, body));
  serve(app, R.staffCheckOut, ({ ctx, body }) => staffCheckOut(ctx, body));

  resourceRoutes(app, latePickupSettingsResource);
  serve(app, L.waiveLateFee, ({ ctx, params, body }) => waiveLateFee(ctx, params.id, body.reason));
}
