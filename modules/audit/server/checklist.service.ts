import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '@portal/kit';
import type { checklistAnswer } from '../shared/contracts.ts';
import { auditCategories, auditParameters, auditSubCategories } from './schema.ts';

type Checklist = z.output<typeof checklistAnswer>;

/** The checklist, category by category, with each sub-category's weight so far. */
export async function checklist(
  ctx: RequestContext,
  query: { type?: string; categoryId?: number },
): Promise<Checklist> {
  const categories = await ctx.db
    .select()
    .from(auditCategories)
    .where(
      and(
        query.type ? eq(auditCategories.auditType, query.type) : undefined,
        query.categoryId ? eq(auditCategories.id, query.categoryId) : undefined,
      ),
    )
    .orderBy(asc(auditCategories.auditType), asc(auditCategories.sort), asc(auditCategories.id));
  const categoryIds = categories.map((c) => c.id);
  const subs = categoryIds.length
    ? await ctx.db
        .select()
        .from(auditSubCategories)
        .where(inArray(auditSubCategories.categoryId, categoryIds))
        .orderBy(asc(auditSubCategories.sort), asc(auditSubCategories.id))
    : [];
  const params = subs.length
    ? await ctx.db
        .select()
        .from(auditParameters)
        .where(
          inArray(
            auditParameters.subCategoryId,
            subs.map((s) => s.id),
          ),
        )
        .orderBy(asc(auditParameters.sort), asc(auditParameters.id))
    : [];
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      auditType: c.auditType,
      isActive: c.isActive,
      subCategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => {
          const parameters = params.filter((p) => p.subCategoryId === s.id);
          return {
            id: s.id,
            name: s.name,
            isActive: s.isActive,
            totalWeight: parameters.filter((p) => p.isActive).reduce((sum, p) => sum + p.weight, 0),
            parameters: parameters.map((p) => ({
              id: p.id,
              text: p.text,
              weight: p.weight,
              evidenceRequired: p.evidenceRequired,
              isActive: p.isActive,
            })),
          };
        }),
    })),
  };
}
