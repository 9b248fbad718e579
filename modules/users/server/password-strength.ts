import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { fieldError } from '@portal/kit';

/**
 * The rule for a new password (sign-in never applies it, so seeded and older passwords still work):
 * at least 8 characters, not built from the account's own name, email or mobile, and not easy to
 * guess by zxcvbn's common-password, name and word dictionaries (score 3 of 4 or better).
 */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | null = null;
/**
 * Loaded on the first new password, not at start-up: importing the dictionaries unpacks them, which was a tenth of
 * the CPU a server spent before it answered (profiled on the built server: 0.76 of 7.9 s at load 14), paid by
 * every start and every browser flow's portal, though most starts never see a new password.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
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
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  if (password.length < 8) return 'The password must be at least 8 characters';
  const lower = password.toLowerCase();
  if (personalWords(owner).some((w) => lower.includes(w)))
    return 'The password must not contain your name, email or mobile number';
  const result = (await zxcvbn()).check(password.slice(0, 128), personalWords(owner));
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? 'This password is too easy to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `The password is too easy to guess. ${why} ${hint}`.replace(/\.\s*\./g, '.');
}

/** Throws a 400 on the named field when the new password is weak. */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw fieldError(field, problem);
}
