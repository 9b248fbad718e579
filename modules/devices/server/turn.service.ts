import { actingUser, type RequestContext } from '@portal/kit';
import { signOut } from '@portal/mod-users/server';

/** Ends the turn of whoever is switched in on the room device (their device session only). */
export async function endTurn(ctx: RequestContext) {
  actingUser(ctx);
  if (ctx.deviceId === undefined) return { ended: false };
  await signOut(ctx);
  return { ended: true };
}
