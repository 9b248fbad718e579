import { eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { STAGE_DEFAULTS, type Stage } from '../../shared/index.ts';
import { enquiryStages } from '../schema.ts';

export interface StageSetting {
  stage: string;
  spancoStatus: string;
  spancoSubStatus: string;
  followUpRequired: boolean;
  isActive: boolean;
}

/** A stage's settings: the configured row, or the built-in default when none was saved. */
export async function stageSetting(ctx: RequestContext, stage: Stage): Promise<StageSetting> {
  const [row] = await ctx.db.select().from(enquiryStages).where(eq(enquiryStages.stage, stage));
  return row ?? { stage, ...STAGE_DEFAULTS[stage], isActive: true };
}
