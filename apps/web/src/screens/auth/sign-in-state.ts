import { isRecord } from '@portal/core';

/** What the sign-in screens hand each other in the location's state: who signs in, and the page they came for. */
export interface SignInState {
  username?: string;
  from?: string;
}

/** The state read as it may be: anything a link or the history put there, keeping only its words. */
export function signInState(state: unknown): SignInState {
  if (!isRecord(state)) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { username: text(state.username), from: text(state.from) };
}
