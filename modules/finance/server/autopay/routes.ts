import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { assertOwns, notFound, requireUser, serve, viewRoutes, type RequestContext } from '@portal/kit';
import { adminUsers, ownChildRule } from '@portal/mod-users/server';
import { admissionInfo } from '@portal/mod-students/server';
import * as C from '../../shared/autopay.ts';
import { FINANCE_MODULES as M } from '../../shared/index.ts';
import type { PaymentGateway } from '../razorpay/settings.ts';
import {
  authoriseMandate,
  cancelMandate,
  childAutopay,
  setupMandate,
  skipDebit,
  testAuthorise,
} from './mandates.service.ts';
import { testSweep } from './sweeps.service.ts';
import { autopayDebitView, autopayMandateView } from './views.ts';

/** The admission linked to the signed-in parent's account. */
async function linkedAdmission(ctx: RequestContext): Promise<number> {
  requireUser(ctx);
  const [me] = await ctx.db
    .select({ linked: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  if (!me?.linked) throw notFound('Student admission');
  return me.linked;
}

export function autopayRoutes(app: FastifyInstance, gateway: PaymentGateway): void {
  serve(app, C.setupAutopay, ({ ctx, body }) => setupMandate(ctx, body, gateway));
  serve(app, C.authoriseAutopay, ({ ctx, params, body }) => authoriseMandate(ctx, params.id, body, gateway));
  serve(app, C.testAuthoriseAutopay, ({ ctx, params, body }) => testAuthorise(ctx, params.id, body.vpa, gateway));
  serve(app, C.cancelAutopay, ({ ctx, params }) => cancelMandate(ctx, params.id, gateway));
  serve(app, C.skipAutopayDebit, ({ ctx, params }) => skipDebit(ctx, params.id));
  serve(app, C.myAutopay, async ({ ctx }) => childAutopay(ctx, await linkedAdmission(ctx)));
  serve(app, C.childAutopay, async ({ ctx, params }) => {
    requireUser(ctx);
    const right = { module: M.AUTOPAY, method: 'GET' };
    const refuse = () => notFound('Student admission');
    await assertOwns(ctx, ownChildRule, right, params.studentAdmissionId, refuse);
    if (!(await admissionInfo(ctx, params.studentAdmissionId))) throw refuse();
    return childAutopay(ctx, params.studentAdmissionId);
  });
  serve(app, C.testAutopaySweep, ({ ctx, body }) => testSweep(ctx, body.at, gateway));
  viewRoutes(app, autopayMandateView);
  viewRoutes(app, autopayDebitView);
}
