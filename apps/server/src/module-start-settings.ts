import { paymentSettingsFromEnv } from '@portal/mod-finance/start-settings';
import { meetingProviderSettingsFromEnv } from '@portal/mod-training/start-settings';

/**
 * The modules' settings a start checks with its own (start-settings.ts), before the database is opened (main.ts):
 * each is read from the environment alone, without its module's server, so a wrong one is refused in a moment and
 * no data folder is made. config.ts reads them again with the rest, through modules.ts; a module whose setting can
 * stop a start names its reader here too.
 */
export function checkModuleStartSettings(env: NodeJS.ProcessEnv): void {
  paymentSettingsFromEnv(env);
  meetingProviderSettingsFromEnv(env);
}
