import { getRecord, type RequestContext, runCommand } from '@portal/kit';
import { trainingResource } from './resources.ts';
import type { TrainingRow } from './training-details.service.ts';

// The training resource has neither references nor secrets, so the framework answers its row as stored.

/** One training, read through the framework (access module, audit-free read). */
export async function trainingRecord(ctx: RequestContext, id: number): Promise<TrainingRow> {
  return getRecord(ctx, trainingResource, id);
}

/** Start, complete or cancel: the framework checks the from-state, writes the status and the audit row. */
export async function trainingCommand(
  ctx: RequestContext,
  id: number,
  command: keyof typeof trainingResource.commands,
): Promise<TrainingRow> {
  await runCommand(ctx, trainingResource, id, command, {});
  // The kit answers a command's row untyped (a command may answer a body of its own); read back, it is typed.
  return trainingRecord(ctx, id);
}
