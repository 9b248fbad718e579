import { eq } from 'drizzle-orm';
import { isRecord, levelAllows, zodForFields } from '@portal/core';
import { z } from 'zod';
import { audit } from '../audit.ts';
import type { RequestContext } from '../context.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import type { CommandDeclaration, CommandOutcome, Resource, Row, Values } from './define.ts';
import { recheckFence } from './fence-check.ts';
import { rowsWithId } from './rows.ts';
import { assertFourEyes } from './four-eyes.ts';
import { auditedChanges } from './response.ts';
import { noteWrite } from './totals.ts';
import { assertMayWrite } from './write-rule.ts';
import { franchiseeOf, inTransaction, loadRecord, parseInput, present, storedValues } from './resource.service.ts';

const anyBody = z.record(z.string(), z.unknown()).describe('Fields of the command');

/** The body schema of a command: its input schema, its fields, or any object. */
export function commandBody(command: CommandDeclaration): z.ZodType {
  if (command.input) return command.input;
  // May be left out: a missing body reads as {} and is answered with a message per required field.
  if (command.fields) return zodForFields(command.fields, 'create').nullish();
  return anyBody.nullish();
}

/** Every status a command may leave its row in. */
export function commandTargets(command: CommandDeclaration): string[] {
  return [...(command.to ? [command.to] : []), ...(command.targets ?? [])];
}

/**
 * Runs a named command on one row: level, input, fence (through the locked `loadRecord`), the
 * from-state, then the command's handler (or its `onCommand` extras), the status and the audit
 * entry, all in one transaction, so a refusal anywhere leaves nothing written.
 */
export async function runCommand(
  ctx: RequestContext,
  res: Resource,
  id: number,
  name: string,
  body: unknown,
): Promise<unknown> {
  const command = res.commands[name];
  const statusField = res.statusField;
  if (!command || !statusField) throw notFound('Action');
  assertCommandLevel(ctx, res, command);
  const input = command.input || command.fields ? parseInput(commandBody(command), body) : {};
  return inTransaction(ctx, async (ctx) => {
    const existing = await loadRecord(ctx, res, id, { forUpdate: true });
    assertMayWrite(ctx, res.writeRule);
    const refusal = res.refuseCommands?.(existing);
    if (refusal) throw conflict(refusal);
    await assertFourEyes(ctx, res, command, existing);
    const from = existing[statusField] as string | null;
    if (!command.from.includes(String(from))) throw conflict(wrongState(res, command, existing, from));
    // Parsed by the command's own schema above (an object of the resource's fields, or nothing).
    const values: Values = isRecord(input) ? input : {};
    const outcome: CommandOutcome = command.handler
      ? ((await command.handler(ctx, existing, input)) ?? {})
      : { set: res.hooks.onCommand ? await res.hooks.onCommand(ctx, name, existing, values) : {} };
    const to = outcome.status ?? command.to ?? from;
    if (outcome.status !== undefined && !commandTargets(command).includes(outcome.status))
      throw new Error(`Command '${res.name}.${name}' set status '${outcome.status}', which it does not declare`);
    const stored = storedValues(res, { ...outcome.set, [statusField]: to });
    recheckFence(ctx, res, stored);
    if (res.columns.updatedAt) stored.updatedAt = new Date();
    const [row] = rowsWithId(await ctx.db.update(res.table).set(stored).where(eq(res.columns.id, id)).returning());
    noteWrite(ctx.db, res.table);
    recheckFence(ctx, res, row);
    const { updatedAt: _u, [statusField]: _s, ...written } = stored;
    await audit(ctx, {
      resource: res,
      recordId: id,
      action: name,
      franchiseeId: franchiseeOf(res, row),
      changes: auditedChanges(res, { ...values, ...written, [statusField]: [from, to] }),
    });
    if (outcome.answer !== undefined && !command.response)
      throw new Error(`${res.name}.${name} answers its own body: declare its response`);
    if (outcome.answer !== undefined) return outcome.answer;
    return (await present(ctx, res, [row]))[0];
  });
}

/** Refuses a role outside the command's authorize level (before its body is even read). */
export function assertCommandLevel(ctx: RequestContext, res: Resource, command: CommandDeclaration): void {
  if (!command.level) return;
  if (!levelAllows({ superAdmin: ctx.user?.superAdmin ?? false, roleNames: ctx.roleNames }, [command.level]))
    throw forbidden(commandRefusal(res, command));
}

/** What a role outside a command's level is told. */
export const commandRefusal = (res: Resource, command: CommandDeclaration): string =>
  `Your role cannot ${command.label.toLowerCase()} ${res.labelPlural.toLowerCase()}`;

function wrongState(res: Resource, command: CommandDeclaration, row: Row, status: string | null): string {
  const subject = res.describe ? res.describe(row) : `the ${res.label.toLowerCase()}`;
  return `Cannot ${command.label.toLowerCase()}: ${subject} is ${status ?? 'not set'}`;
}
