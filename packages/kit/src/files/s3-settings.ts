import { guardedHttpAgents } from '../outbound/connect.ts';
import { internalOriginsFrom } from '../outbound/destinations.ts';

/** Where an S3-compatible bucket is and how to reach it; read from the environment (docs/operations.md). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, s3rver); unset for AWS itself. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The internal origins the same environment allows (OUTBOUND_INTERNAL_ORIGINS): a bucket server on the LAN. */
  internalOrigins?: string[];
}

const flag = (raw: string | undefined, fallback: boolean) =>
  raw === undefined || raw === '' ? fallback : /^(1|true|yes|on)$/i.test(raw.trim());

/** The bucket settings, or null when S3_BUCKET is unset (files stay on local disk). */
export function s3SettingsFromEnv(env: Record<string, string | undefined> = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => env[name]);
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET too, or unset them`);
    return null;
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address, not '${endpoint}'`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    bucket,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    // A custom endpoint is almost always an S3-compatible server without per-bucket host names.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    internalOrigins: internalOriginsFrom(env),
  };
}

/** The AWS SDK client options for these settings; its sockets go through the outbound gate. */
export function s3ClientConfig(s3: S3Settings) {
  return {
    requestHandler: {
      ...guardedHttpAgents(s3.internalOrigins ?? 'configured'),
      connectionTimeout: 10_000,
      // Idle time allowed on a socket; a long upload or download keeps moving.
      requestTimeout: 120_000,
    },
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default streaming
    // checksum trailers (aws-chunked bodies), which streamed video parts would otherwise carry.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  };
}

/** The origin a browser fetches pre-signed links from (for the Content-Security-Policy), or null without a bucket. */
export function s3BrowserOrigin(s3: S3Settings | null): string | null {
  if (!s3) return null;
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    if (!s3.forcePathStyle) url.hostname = `${s3.bucket}.${url.hostname}`;
    return url.origin;
  }
  return s3.forcePathStyle
    ? `https://s3.${s3.region}.amazonaws.com`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
