// Read from the environment alone, without the providers' clients: a start checks it before the database is opened
// (apps/server/src/module-start-settings.ts), so a wrong value is refused in a moment and nothing is written.

/**
 * DEVELOPMENT ONLY. Used when JITSI_APP_SECRET is not set so the portal runs out of the
 * box; a real Jitsi deployment rejects it. With NODE_ENV=production it is refused: the
 * server does not start until JITSI_APP_SECRET (or BBB_SECRET) is set to a secret of its own.
 */
export const DEVELOPMENT_JITSI_SECRET = 'development-only-jitsi-secret-do-not-use-in-production';

/** Which meeting server training uses, and how to reach it. */
export type MeetingProviderSettings =
  | { kind: 'bbb'; url: string; secret: string }
  | { kind: 'jitsi'; baseUrl: string; appId: string; appSecret: string };

/** MEETING_PROVIDER=jitsi|bbb with JITSI_BASE_URL, JITSI_APP_ID, JITSI_APP_SECRET or BBB_URL, BBB_SECRET. */
export function meetingProviderSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): MeetingProviderSettings {
  const kind = (env.MEETING_PROVIDER ?? 'jitsi').toLowerCase();
  if (kind === 'bbb') {
    if (!env.BBB_URL || !env.BBB_SECRET) throw new Error('MEETING_PROVIDER=bbb needs BBB_URL and BBB_SECRET');
    if (env.NODE_ENV === 'production' && env.BBB_SECRET === DEVELOPMENT_JITSI_SECRET)
      throw new Error('BBB_SECRET must be a secret of its own with NODE_ENV=production');
    return { kind: 'bbb', url: env.BBB_URL, secret: env.BBB_SECRET };
  }
  if (kind !== 'jitsi') throw new Error(`MEETING_PROVIDER must be jitsi or bbb, not '${kind}'`);
  const secret = env.JITSI_APP_SECRET || DEVELOPMENT_JITSI_SECRET;
  if (env.NODE_ENV === 'production' && secret === DEVELOPMENT_JITSI_SECRET)
    throw new Error(
      'JITSI_APP_SECRET must be set with NODE_ENV=production: the development meeting secret is written in the source',
    );
  return {
    kind: 'jitsi',
    baseUrl: env.JITSI_BASE_URL || 'https://meet.jit.si',
    appId: env.JITSI_APP_ID || 'preschool-portal',
    appSecret: secret,
  };
}
