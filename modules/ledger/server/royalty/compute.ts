import type { RoyaltyModel, RoyaltySlab } from '../../shared/accounts.ts';
import { percentOf } from '@portal/core';

export interface RoyaltyTerms {
  model: RoyaltyModel;
  percentBp: number;
  perStudentPaise: number;
  slabs: RoyaltySlab[];
  minimumGuaranteePaise: number;
}

export interface RoyaltyFigures {
  collectedPaise: number;
  studentCount: number;
  /** Royalty by the model alone. */
  computedPaise: number;
  /** What the minimum guarantee adds on top (0 when the model already reaches it). */
  minimumTopUpPaise: number;
  royaltyPaise: number;
}

/**
 * One month's royalty of one centre from its own collected tuition.
 * - PERCENT: the percentage of the month's collection, half-up to the paisa.
 * - PER_STUDENT: the amount for every student who paid tuition in the month.
 * - SLAB: marginal slabs over the month's collection (like income-tax brackets):
 *   each slab's percentage applies to the part of the collection inside it; each
 *   slab's share is rounded half-up on its own.
 * The minimum guarantee then lifts the month's royalty to at least its amount.
 */
export function computeRoyalty(terms: RoyaltyTerms, collectedPaise: number, studentCount: number): RoyaltyFigures {
  let computed = 0;
  switch (terms.model) {
    case 'PERCENT':
      computed = percentOf(collectedPaise, terms.percentBp);
      break;
    case 'PER_STUDENT':
      computed = terms.perStudentPaise * studentCount;
      break;
    case 'SLAB': {
      let lower = 0;
      for (const slab of terms.slabs) {
        const upper = slab.uptoPaise ?? Number.MAX_SAFE_INTEGER;
        const inSlab = Math.max(0, Math.min(collectedPaise, upper) - lower);
        computed += percentOf(inSlab, slab.percentBp);
        if (collectedPaise <= upper) break;
        lower = upper;
      }
      break;
    }
  }
  const topUp = Math.max(0, terms.minimumGuaranteePaise - computed);
  return {
    collectedPaise,
    studentCount,
    computedPaise: computed,
    minimumTopUpPaise: topUp,
    royaltyPaise: computed + topUp,
  };
}

/** Slabs must rise strictly and only the last may be open-ended. */
export function slabProblem(slabs: RoyaltySlab[]): string | null {
  if (slabs.length === 0) return 'Add at least one slab';
  let last = 0;
  for (const [i, s] of slabs.entries()) {
    if (s.percentBp < 0 || s.percentBp > 10_000) return 'A slab percentage must be between 0 and 100';
    if (s.uptoPaise === null) {
      if (i !== slabs.length - 1) return 'Only the last slab may have no upper limit';
      continue;
    }
    if (s.uptoPaise <= last) return 'Slab limits must rise from one slab to the next';
    last = s.uptoPaise;
  }
  return null;
}

/** GST on a royalty: CGST + SGST inside the supplier's state, IGST across states. */
export function splitGst(
  amountPaise: number,
  rateBp: number,
  sameState: boolean,
): { cgst: number; sgst: number; igst: number } {
  if (!sameState) return { cgst: 0, sgst: 0, igst: percentOf(amountPaise, rateBp) };
  // Each half is computed at half the rate, so CGST and SGST are always equal.
  const half = percentOf(amountPaise, rateBp / 2);
  return { cgst: half, sgst: half, igst: 0 };
}
