import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { fieldError } from '@portal/kit';

/**
 * The rule for a new password (sign-in never applies it, so seeded and older passwords still work):
 * at least 8 characters, not built from the account's own name, email or mobile, and not easy to
 * guess by zxcvbn's common-password, name and word dictionaries (score 3 of 4 or better).
 */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | null = null;
/** Built on first use: loading the dictionaries takes a moment that start-up need not pay. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return checker;
}

export interface PasswordOwner {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  mobile?: string | null;
}

/** The parts of the account a password must not be built from: names, the email and its pieces, the mobile. */
function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email?.toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const words = [owner.firstName, owner.lastName, owner.mobile, email, local, ...local.split(/[^a-z0-9]+/)];
  words.push(domain.split('.')[0]);
  return [...new Set(words.map((w) => (w ?? '').trim().toLowerCase()).filter((w) => w.length >= 3))];
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < 8) return 'The password must be at least 8 characters';
  const lower = password.toLowerCase();
  if (personalWords(owner).some((w) => lower.includes(w)))
    return 'The password must not contain your name, email or mobile number';
  const result = zxcvbn().check(password.slice(0, 128), personalWords(owner));
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? 'This password is too easy to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `The password is too easy to guess. ${why} ${hint}`.replace(/\.\s*\./g, '.');
}

/** Throws a 400 on the named field when the new password is weak. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw fieldError(field, problem);
}
