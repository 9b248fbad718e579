export interface AuthSettings {
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteHours: number;
  otpTtlSeconds: number;
  otpMaxTries: number;
  /** OTP requests allowed per account within the window. */
  otpMaxRequests: number;
  /** Failed sign-ins allowed per account within the window before it is paused. */
  accountMaxFailures: number;
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
  accountMaxFailures: 5,
  accountWindowMinutes: 15,
  contextCacheMs: 5000,
};
