import type { RequestContext } from '@portal/kit';

/**
 * Who teaches which class at a centre. The class teachers belong to the academics module, which sits above this
 * one: it plugs its answer in when it registers (`useClassTeaching`). Until then no one counts as a class's teacher,
 * so a teacher reaches no child's gallery: deny by default.
 */
export type ClassTeaching = (
  ctx: RequestContext,
  franchiseeId: number,
) => Promise<{ userId: number | null; classId: number }[]>;

let teaching: ClassTeaching = async () => [];

export function useClassTeaching(answer: ClassTeaching): void {
  teaching = answer;
}

/** Whether the signed-in user teaches the class at the centre. */
export async function teachesClass(ctx: RequestContext, franchiseeId: number, classId: number): Promise<boolean> {
  if (!ctx.user) return false;
  const userId = ctx.user.id;
  return (await teaching(ctx, franchiseeId)).some((t) => t.userId === userId && t.classId === classId);
}
