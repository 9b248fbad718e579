import { bbbProvider } from './bbb.ts';
import { jitsiProvider } from './jitsi.ts';
import type { MeetingProvider } from './provider.ts';
import { DEVELOPMENT_JITSI_SECRET, meetingProviderSettingsFromEnv } from './settings.ts';

export interface MeetingSettings {
  provider: MeetingProvider;
  /** True when the development secret is in use (logged at start-up and listed in the System area). */
  usingDevelopmentSecret: boolean;
}

/** The meeting provider of the environment's settings (settings.ts), ready to open rooms. */
export function meetingSettingsFromEnv(env: Record<string, string | undefined> = process.env): MeetingSettings {
  const settings = meetingProviderSettingsFromEnv(env);
  if (settings.kind === 'bbb')
    return { provider: bbbProvider({ url: settings.url, secret: settings.secret }), usingDevelopmentSecret: false };
  const { baseUrl, appId, appSecret } = settings;
  return {
    provider: jitsiProvider({ baseUrl, appId, appSecret }),
    usingDevelopmentSecret: appSecret === DEVELOPMENT_JITSI_SECRET,
  };
}
