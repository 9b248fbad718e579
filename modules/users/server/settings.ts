export interface AuthSettings {
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteHours: number;
  otpTtlSeconds: number;
  /** Wrong guesses allowed on one code. */
  otpMaxTries: number;
  /** Codes a user may ask for, per account and address, within the window. */
  otpMaxRequests: number;
  /** Codes per account from every address together within the window (no SMS flood). */
  otpMaxRequestsEverywhere: number;
  /** Guesses on every code of one account together within the window. */
  otpMaxGuesses: number;
  /** Failed password sign-ins per account from one address within the window before that address is paused. */
  accountMaxFailures: number;
  /** Failed password sign-ins per account from every address together; past it only known addresses may try. */
  accountMaxFailuresEverywhere: number;
  /** An address that signed in to the account within these days is known (keeps working past the limit above). */
  knownAddressDays: number;
  accountWindowMinutes: number;
  /** How long a session lookup may be reused (ms); 0 looks every request up. */
  contextCacheMs: number;
}

export const defaultAuthSettings: AuthSettings = {
  idleMinutes: 120,
  absoluteHours: 12,
  otpTtlSeconds: 300,
  otpMaxTries: 5,
  otpMaxRequests: 5,
  otpMaxRequestsEverywhere: 20,
  otpMaxGuesses: 10,
  accountMaxFailures: 5,
  accountMaxFailuresEverywhere: 50,
  knownAddressDays: 30,
  accountWindowMinutes: 15,
  contextCacheMs: 5000,
};
