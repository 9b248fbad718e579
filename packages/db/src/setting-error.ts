/**
 * A setting the portal cannot start with (a database that does not answer, a password refused, a data folder it
 * cannot write or that another process holds, a port in use): the server says so in one sentence naming the
 * setting and exits with CONFIGURATION_EXIT_CODE, which the supervisor of `npm start` does not restart.
 */
export class SettingError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
    this.name = 'SettingError';
  }
}

/** sysexits' EX_CONFIG: the supervisor stops on it instead of starting the server again (scripts/supervise.mjs). */
export const CONFIGURATION_EXIT_CODE = 78;
