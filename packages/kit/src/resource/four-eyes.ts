import { eq } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import type { CommandDeclaration, Resource, Row } from './define.ts';
import type { Through } from './declarations.ts';

/**
 * Whether the network keeps a decision from the raiser's own role: the role the decider shares with the account
 * that raised the row, when head office has set that role to decide only what other roles raise; null otherwise.
 * The accounts' module answers it (it keeps who holds which role).
 */
export type SharedDecidingRole = (ctx: RequestContext, raisedByAccount: number) => Promise<string | null>;

let sharedDecidingRole: SharedDecidingRole | null = null;

/** Provided once by the module keeping accounts and their roles. */
export function provideSharedDecidingRole(answer: SharedDecidingRole): void {
  sharedDecidingRole = answer;
}

/** The account behind the raisedBy column's value: itself, or the account linked to the row it names. */
async function raiserAccount(ctx: RequestContext, rule: { through?: Through }, value: unknown): Promise<number | null> {
  if (!rule.through) return typeof value === 'number' ? value : null;
  const { table, id, user, join } = rule.through;
  const from = ctx.db.select({ user }).from(table);
  const [row] = await (join ? from.innerJoin(join.table, join.on) : from).where(eq(id, value)).limit(1);
  return typeof row?.user === 'number' ? row.user : null;
}

/**
 * Refuses the decision to the account that raised what it decides (an approval is never by the one who asked),
 * and, where head office set the role so, to anyone holding the raiser's role.
 */
export async function assertFourEyes(ctx: RequestContext, res: Resource, command: CommandDeclaration, row: Row) {
  const rule = command.decides && 'raisedBy' in command.decides ? command.decides : undefined;
  if (!rule || !ctx.user || row[rule.raisedBy] === null || row[rule.raisedBy] === undefined) return;
  const raiser = await raiserAccount(ctx, rule, row[rule.raisedBy]);
  const subject = res.describe ? res.describe(row) : `this ${res.label.toLowerCase()}`;
  const decision = command.label.toLowerCase();
  if (raiser === ctx.user.id) throw forbidden(`You raised ${subject}: someone else must ${decision} it`);
  if (raiser === null || !sharedDecidingRole) return;
  const role = await sharedDecidingRole(ctx, raiser);
  if (role) {
    const raised = `${subject[0].toUpperCase()}${subject.slice(1)} was raised in your role (${role})`;
    throw forbidden(`${raised}: someone in another role must ${decision} it`);
  }
}
