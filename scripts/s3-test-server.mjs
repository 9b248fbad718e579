// An S3-compatible server for tests and benches (the @20minutes/s3rver package: pure Node, no binary to download),
// on a free local port with one empty bucket, its objects in a temporary folder removed on stop.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/**
 * ListParts and AbortMultipartUpload, which s3rver lacks and resumable uploads need (tus asks which parts arrived),
 * answered from the parts s3rver keeps under `<bucket>/.uploads/<uploadId>/<partNumber>`. Only requests signed with
 * the server's key are answered.
 */
function multipartListing(server) {
  const uploads = (bucket, uploadId) =>
    path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), path.basename(uploadId));
  const signed = (ctx) => String(ctx.get('authorization')).includes(`Credential=${KEY}/`);
  return async (ctx, next) => {
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const uploadId = ctx.query.uploadId;
    if (!match || typeof uploadId !== 'string' || !['GET', 'DELETE'].includes(ctx.method)) return next();
    if (!signed(ctx)) return next();
    const [, bucket, key] = match;
    const dir = uploads(bucket, uploadId);
    const names = await readdir(dir).catch(() => null);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const file = path.join(dir, String(n));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return (
          `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified>` +
          `<ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`
        );
      }),
    );
    ctx.type = 'application/xml';
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId>` +
      `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}

/** What a real bucket needs for the web app: pages fetch pre-signed links (any origin here: ports are random). */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>Content-Disposition</ExposeHeader>
</CORSRule></CORSConfiguration>`;

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
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  // SDK v3 signs a bucket listing as `/<bucket>/`, s3rver checks it as `/<bucket>`: only listings (used by backups)
  // skip the signature comparison; every object request is still checked.
  server.middleware.unshift((ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path) && ctx.method === 'GET') {
      ctx.app = Object.create(server, { allowMismatchedSignatures: { value: true } });
    }
    return next();
  });
  server.middleware.unshift(multipartListing(server));
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
      // The stand-in runs on this machine: allowed as an operator lists a bucket server on the private network.
      OUTBOUND_INTERNAL_ORIGINS: endpoint,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
