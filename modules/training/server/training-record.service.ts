import { getRecord, type RequestContext, runCommand } from '@portal/kit';
import { trainingResource } from './resources.ts';
import type { TrainingRow } from './training-details.service.ts';

// The training resource has neither references nor secrets, so the framework answers its row as stored.

/** One training, read through the framework (access module, audit-free read). */
export async function trainingRecord(ctx: RequestContext, id: number): Promise<TrainingRow> {
  // cast: the kit answers a resource's row untyped; TrainingRow is the row its shape declares
  return (await getRecord(ctx, trainingResource, id)) as TrainingRow;
}

/** Start, complete or cancel: the framework checks the from-state, writes the status and the audit row. */
export async function trainingCommand(
  ctx: RequestContext,
  id: number,
  command: keyof typeof trainingResource.commands,
): Promise<TrainingRow> {
  // cast: the kit answers a resource's row untyped; TrainingRow is the row its shape declares
  return (await runCommand(ctx, trainingResource, id, command, {})) as TrainingRow;
}
