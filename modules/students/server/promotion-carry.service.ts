import type { RequestContext } from '@portal/kit';
import { moveFamilyAccounts, type AdmissionMove } from '@portal/mod-users/server';

/**
 * What another module keeps of a child from one year's admission to the next. A child's records are the
 * admission's (its health record, the adults allowed to collect it, its parents' consents), and a promotion makes a
 * new admission: without a carry the child would start the new year with no allergy on the roster, nobody to collect
 * it but its parents, and no consent to its messages.
 */
export interface PromotionCarry {
  /** What is carried, for the sweep's log: 'consent decision(s)'. */
  what: string;
  /**
   * Copies each move's records from the old admission to the new one and answers how many it copied. Runs every
   * night over the year's promotions: what was carried before is not carried again.
   */
  carry(ctx: RequestContext, moves: readonly AdmissionMove[]): Promise<number>;
}

const carries: PromotionCarry[] = [];

/** Moves handed to a carry at once: a network's year of promotions, a few ids each, stays far below a statement's
 * 65,535 parameters. */
const CHUNK = 2_000;

/**
 * A module that keeps records per admission names what follows a promoted child (from its server's index, as the
 * users module's `onCentreStatus` does): the modules that keep them depend on this one, not the other way.
 */
export function carryOnPromotion(carry: PromotionCarry): void {
  if (!carries.some((c) => c.what === carry.what)) carries.push(carry);
}

/** What followed the child: the family accounts moved, and each carry's count where it copied something. */
export interface PromotionFollowed {
  familyAccounts: number[];
  carried: Record<string, number>;
}

/**
 * On a new admission's first day the child's family accounts move to it and every module's records are carried to
 * it. A chain of years begun together (a portal down for a year) is carried a year at a time, so the last admission
 * gets what the one before it got.
 */
export async function followPromotions(
  ctx: RequestContext,
  moves: readonly AdmissionMove[],
): Promise<PromotionFollowed> {
  const familyAccounts = await moveFamilyAccounts(ctx, [...moves]);
  const carried: Record<string, number> = {};
  for (const generation of generationsOf(moves))
    for (let at = 0; at < generation.length; at += CHUNK)
      for (const c of carries) {
        const n = await c.carry(ctx, generation.slice(at, at + CHUNK));
        if (n > 0) carried[c.what] = (carried[c.what] ?? 0) + n;
      }
  return { familyAccounts, carried };
}

/** The moves from admissions nobody moved to first, then the moves from those moved to, and so on. */
function generationsOf(moves: readonly AdmissionMove[]): AdmissionMove[][] {
  const generations: AdmissionMove[][] = [];
  let left = [...moves];
  while (left.length > 0) {
    const arriving = new Set(left.map((m) => m.to));
    const first = left.filter((m) => !arriving.has(m.from));
    // A cycle cannot come from promotions (a year is always later); carried as it stands if it ever did.
    const generation = first.length > 0 ? first : left;
    generations.push(generation);
    left = left.filter((m) => !generation.includes(m));
  }
  return generations;
}
