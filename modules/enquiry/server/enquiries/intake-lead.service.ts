import { and, eq, sql } from 'drizzle-orm';
import {
  AppError,
  inTransaction,
  insertValidated,
  translateDbError,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { actingFor } from '../acting-for.ts';
import { enquiryResource } from '../resources.ts';
import { enquiries } from '../schema.ts';
import { DuplicateEnquiry, findDuplicate } from './enquiry-hooks.service.ts';
import { childNameKey } from '../codes.ts';

/** A lead's fields, with the academic year it is taken into. */
export interface LeadValues extends Values {
  academicYearId: number;
}

export interface IntakeResult {
  created: boolean;
  enquiry: { id: number; enquiryCode: string; franchiseeId?: number };
}

/**
 * Takes in a lead from outside (public form, webhook) for one centre. A lead already
 * there — the same sender's id, or the same mobile and child this year — is not stored
 * again; the caller learns which one it was and decides what to reveal.
 */
export async function intakeLead(
  ctx: RequestContext,
  franchiseeId: number,
  values: LeadValues,
  external?: { source: string; id: string },
): Promise<IntakeResult> {
  return inTransaction(actingFor(ctx, franchiseeId), async (ctx) => {
    if (external) {
      await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${external.source}:${external.id}`}))`);
      const [seen] = await ctx.db
        .select({ id: enquiries.id, enquiryCode: enquiries.enquiryCode })
        .from(enquiries)
        .where(and(eq(enquiries.externalSource, external.source), eq(enquiries.externalId, external.id)));
      if (seen) return { created: false, enquiry: seen };
    }
    try {
      const row = await ctx.db.transaction((tx) =>
        insertValidated(
          { ...ctx, db: tx },
          enquiryResource,
          { ...values, franchiseeId, externalSource: external?.source ?? null, externalId: external?.id ?? null },
          { onDuplicate: 'return' },
        ),
      );
      return {
        created: true,
        enquiry: { id: row.id, enquiryCode: String(row.enquiryCode), franchiseeId: Number(row.franchiseeId) },
      };
    } catch (err) {
      if (err instanceof DuplicateEnquiry) return { created: false, enquiry: err.existing };
      const e = translateDbError(err);
      if (e instanceof AppError && e.statusCode === 409) {
        // Lost a race with an identical submission: answer with the winner.
        const hit = await findDuplicate(ctx, {
          franchiseeId,
          academicYearId: values.academicYearId,
          mobile: String(values.mobile),
          childNameKey: childNameKey(String(values.childName)),
        });
        if (hit) return { created: false, enquiry: hit };
      }
      throw e;
    }
  });
}
