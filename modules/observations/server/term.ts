import { todayInIndia } from '@portal/core';
import { fieldError } from '@portal/kit';
import { parseTerm, termOf, type HpcTerm } from '../shared/term.ts';

/** The term running on India's date: the one a card is confirmed, signed and published for. */
export const currentTerm = (): HpcTerm => termOf(todayInIndia());

/** The term a request asks for by its key, the running one when it names none; a key naming no term is a 400. */
export function termAsked(key?: string): HpcTerm {
  if (!key) return currentTerm();
  const term = parseTerm(key);
  if (!term) throw fieldError('term', 'A term reads like 2026-2027-T1 (the academic year, then T1 or T2).');
  return term;
}

/** A term's rows of a per-term table: its academic year and number. */
export const termColumns = (term: HpcTerm) => ({ academicYear: term.academicYear, term: term.term });
