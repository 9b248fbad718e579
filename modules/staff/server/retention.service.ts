import { and, asc, isNotNull, lt, ne } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { ERASED_STAFF_NAME } from './resources.ts';
import { staff } from './schema.ts';

/**
 * The staff who left before `day` (India's calendar day) and whose record still names them: what head office's
 * retention job lists once the period after leaving has passed (their record is then erased as the staff
 * resources declare; attendance, leave and pay stay, as books of account).
 */
export async function staffLeftBefore(ctx: RequestContext, day: string) {
  return ctx.db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      leftOn: staff.leftOn,
    })
    .from(staff)
    .where(and(isNotNull(staff.leftOn), lt(staff.leftOn, day), ne(staff.firstName, ERASED_STAFF_NAME)))
    .orderBy(asc(staff.leftOn), asc(staff.id));
}
