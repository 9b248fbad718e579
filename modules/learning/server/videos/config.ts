import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { s3SettingsFromEnv, type S3Settings } from '@portal/kit';
import { diskVideoStorage, s3VideoStorage, type VideoStorage } from './storage.ts';

/** What the recorded classes run with; read from the environment once at start-up (see the module's README). */
export interface VideoSettings {
  storage: VideoStorage;
  /** Where the upload's bytes go on disk (or the S3 store's note), for the README's wording in logs. */
  location: string;
  /** The largest video accepted, in bytes. */
  maxBytes: number;
  /** An upload left unfinished this long is removed by the clean-up job. */
  abandonAfterHours: number;
  /** The key of the player links' HMAC. */
  linkSecret: Buffer;
  /** How long a player link stays valid. */
  linkHours: number;
}

const GiB = 1024 ** 3;

function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not '${raw}'`);
  return n;
}

/**
 * The installation's own link secret: VIDEO_LINK_SECRET, or 32 random bytes written once next to the videos
 * (so links survive a restart and differ between installations).
 */
function linkSecret(env: Record<string, string | undefined>, dir: string, s3: S3Settings | null): Buffer {
  if (env.VIDEO_LINK_SECRET) return Buffer.from(env.VIDEO_LINK_SECRET, 'utf8');
  if (s3) {
    // Nodes sharing a bucket must sign alike, and a file next to one node's videos is not shared: the key is
    // derived from the bucket's secret, which every node has.
    if (!s3.credentials) throw new Error('Set VIDEO_LINK_SECRET: videos are in a bucket reached without S3 keys');
    return createHmac('sha256', s3.credentials.secretAccessKey).update('portal video player links').digest();
  }
  const file = path.join(dir, '.link-secret');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32);
    writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'w' });
    return secret;
  }
}

/** VIDEO_S3_* names a bucket for videos alone; otherwise they share the portal's bucket (S3_*), if any. */
function videoBucket(env: Record<string, string | undefined>): S3Settings | null {
  if (!env.VIDEO_S3_BUCKET) return s3SettingsFromEnv(env);
  return s3SettingsFromEnv({
    S3_BUCKET: env.VIDEO_S3_BUCKET,
    S3_REGION: env.VIDEO_S3_REGION,
    S3_ENDPOINT: env.VIDEO_S3_ENDPOINT,
    S3_ACCESS_KEY_ID: env.VIDEO_S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.VIDEO_S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: env.VIDEO_S3_FORCE_PATH_STYLE,
    AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY,
    AWS_REGION: env.AWS_REGION,
  });
}

export function videoSettingsFromEnv(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): VideoSettings {
  const dir = env.VIDEO_DIR ? path.resolve(env.VIDEO_DIR) : path.join(dataDir, 'videos');
  const s3 = videoBucket(env);
  return {
    storage: s3 ? s3VideoStorage(s3) : diskVideoStorage(dir),
    location: s3 ? `s3://${s3.bucket}` : dir,
    maxBytes: Math.floor(positive(env, 'VIDEO_MAX_BYTES', 2 * GiB)),
    abandonAfterHours: positive(env, 'VIDEO_ABANDON_HOURS', 24),
    linkSecret: linkSecret(env, dir, s3),
    linkHours: positive(env, 'VIDEO_LINK_HOURS', 6),
  };
}
