// An S3-compatible server for tests and benches (the @20minutes/s3rver package: pure Node, no binary to download),
// on a free local port with one empty bucket, its objects in a temporary folder removed on stop.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's fixed credentials: it checks signatures against these. */
const KEY = 'S3RVER';

/**
 * Starts the server and answers the environment that points the portal at it (S3_* settings), plus `stop`.
 * Pass the env to `fileStoreFromEnv` or to a spawned server: `{ ...process.env, ...env }`.
 */
export async function startS3TestServer({ bucket = 'portal-files' } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // SDK v3 signs a bucket listing as `/<bucket>/`, s3rver checks it as `/<bucket>`: only listings (used by backups)
  // skip the signature comparison; every object request is still checked.
  server.middleware.unshift((ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path) && ctx.method === 'GET') {
      ctx.app = Object.create(server, { allowMismatchedSignatures: { value: true } });
    }
    return next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
