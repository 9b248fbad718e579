import { eq } from 'drizzle-orm';
import { badRequest, fieldError, notFound, type RequestContext } from '@portal/kit';
import { classGroups } from '@portal/mod-students/server';
import { CURRICULUM_GROUP_TYPES, NOT_A_CURRICULUM_FOLDER } from '../shared/index.ts';
import { learningFolders } from './schema.ts';

/**
 * A week, a theme or a plan's sheet goes into a folder of the curriculum; a Recorded Classes folder holds
 * videos only, and a week put there would be published to no centre's curriculum. `field` names the form's
 * field for the message; without it the refusal is the request's.
 */
export async function assertCurriculumFolder(ctx: RequestContext, folderId: number, field?: string): Promise<void> {
  const [folder] = await ctx.db
    .select({ groupType: classGroups.groupType })
    .from(learningFolders)
    .innerJoin(classGroups, eq(classGroups.id, learningFolders.classGroupId))
    .where(eq(learningFolders.id, folderId));
  if (!folder) throw field ? fieldError(field, 'Curriculum folder not found') : notFound('Curriculum folder');
  if (!(CURRICULUM_GROUP_TYPES as readonly string[]).includes(folder.groupType))
    throw field ? fieldError(field, NOT_A_CURRICULUM_FOLDER) : badRequest(NOT_A_CURRICULUM_FOLDER);
}
