import { bbbProvider } from './bbb.ts';
import { jitsiProvider } from './jitsi.ts';
import type { MeetingProvider } from './provider.ts';

/**
 * DEVELOPMENT ONLY. Used when JITSI_APP_SECRET is not set so the portal runs out of the
 * box; a real Jitsi deployment rejects it. With NODE_ENV=production it is refused: the
 * server does not start until JITSI_APP_SECRET (or BBB_SECRET) is set to a secret of its own.
 */
export const DEVELOPMENT_JITSI_SECRET = 'development-only-jitsi-secret-do-not-use-in-production';

export interface MeetingSettings {
  provider: MeetingProvider;
  /** True when the development secret is in use (logged at start-up and listed in the System area). */
  usingDevelopmentSecret: boolean;
}

/** MEETING_PROVIDER=jitsi|bbb with JITSI_BASE_URL, JITSI_APP_ID, JITSI_APP_SECRET or BBB_URL, BBB_SECRET. */
export function meetingSettingsFromEnv(env: Record<string, string | undefined> = process.env): MeetingSettings {
  const kind = (env.MEETING_PROVIDER ?? 'jitsi').toLowerCase();
  if (kind === 'bbb') {
    if (!env.BBB_URL || !env.BBB_SECRET) throw new Error('MEETING_PROVIDER=bbb needs BBB_URL and BBB_SECRET');
    if (env.NODE_ENV === 'production' && env.BBB_SECRET === DEVELOPMENT_JITSI_SECRET)
      throw new Error('BBB_SECRET must be a secret of its own with NODE_ENV=production');
    return { provider: bbbProvider({ url: env.BBB_URL, secret: env.BBB_SECRET }), usingDevelopmentSecret: false };
  }
  if (kind !== 'jitsi') throw new Error(`MEETING_PROVIDER must be jitsi or bbb, not '${kind}'`);
  const secret = env.JITSI_APP_SECRET || DEVELOPMENT_JITSI_SECRET;
  if (env.NODE_ENV === 'production' && secret === DEVELOPMENT_JITSI_SECRET)
    throw new Error(
      'JITSI_APP_SECRET must be set with NODE_ENV=production: the development meeting secret is written in the source',
    );
  return {
    provider: jitsiProvider({
      baseUrl: env.JITSI_BASE_URL || 'https://meet.jit.si',
      appId: env.JITSI_APP_ID || 'preschool-portal',
      appSecret: secret,
    }),
    usingDevelopmentSecret: secret === DEVELOPMENT_JITSI_SECRET,
  };
}
