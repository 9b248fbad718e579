// Backup and restore of an installation: its database and its uploaded files.
//   PGlite (DATA_DIR):      the database directory as PGlite's own archive (dumpDataDir); uploads live inside
//                           that directory, so the archive holds them too.
//   PostgreSQL (DATABASE_URL): pg_dump's custom format (restored with pg_restore) and a copy of <DATA_DIR>/uploads.
//   S3 (S3_BUCKET set):     every object of the bucket (files and recorded classes) into <backup>/bucket, whichever
//                           the database; a restore puts them into the (empty) bucket the environment names.
// A restore goes into an empty installation only: nothing is overwritten or merged.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { folderHolder, LOCK_FILE, lockFolder } from '@portal/db/folder-lock';
import { requestOnlineBackup } from '@portal/db/online-backup';

const MANIFEST = 'backup.json';
const PGLITE_ARCHIVE = 'pglite-data.tar.gz';
const PG_DUMP = 'database.dump';
const UPLOADS = 'uploads';
const BUCKET = 'bucket';

/** The bucket the portal keeps files in (the same S3_* settings as the server reads), or null. */
export function bucketFromEnv(env) {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  const pathStyle = env.S3_FORCE_PATH_STYLE ? /^(1|true|yes|on)$/i.test(env.S3_FORCE_PATH_STYLE) : Boolean(endpoint);
  const client = new S3Client({
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: pathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  });
  return { bucket, client };
}

export async function* bucketKeys({ bucket, client }, limit = Infinity) {
  let ContinuationToken;
  let seen = 0;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (seen++ >= limit) return;
      yield object.Key;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** Every object of the bucket into `<dir>/bucket`, one file each (the key, URI-encoded, as its name). */
async function backupBucket(s3, dir) {
  const target = path.join(dir, BUCKET);
  await mkdir(target, { recursive: true });
  let count = 0;
  for await (const key of bucketKeys(s3)) {
    const res = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    await pipeline(res.Body, createWriteStream(path.join(target, encodeURIComponent(key)), { flags: 'wx' }));
    count++;
  }
  return count;
}

async function assertEmptyBucket(s3) {
  for await (const key of bucketKeys(s3, 1)) {
    throw new Error(`The bucket ${s3.bucket} is not empty (it holds ${key}); restore into an empty bucket`);
  }
}

async function restoreBucket(s3, dir) {
  const source = path.join(dir, BUCKET);
  for (const name of readdirSync(source)) {
    const file = path.join(source, name);
    const put = () =>
      s3.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: decodeURIComponent(name),
          Body: createReadStream(file),
          ContentLength: statSync(file).size,
        }),
      );
    // The SDK cannot retry a streamed body: a kept-alive socket the store closed while the database was being
    // restored ('socket hang up') fails the first send, so the file is sent again from a new stream.
    await put().catch((error) => (error?.$metadata?.httpStatusCode ? Promise.reject(error) : put()));
  }
}

/** Empty but for a lock file (a restore holds the folder it fills). */
const isEmptyDir = (dir) => !existsSync(dir) || readdirSync(dir).filter((name) => name !== LOCK_FILE).length === 0;

function run(command, args) {
  const res = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (res.error)
    throw new Error(`${command} could not be run (${res.error.message}); is PostgreSQL's client installed?`);
  if (res.status !== 0) throw new Error(`${command} failed: ${res.stderr.trim()}`);
}

async function countTables(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from information_schema.tables ' +
        "where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * PGlite's archive of `dataDir` at `archive`: from the portal running on it when there is one (it holds the folder,
 * so it is asked through its process: online-backup.mjs), else by opening the folder, held for the backup's time.
 */
async function archivePglite(dataDir, archive) {
  const holder = folderHolder(dataDir);
  if (holder) return requestOnlineBackup(dataDir, holder, archive);
  const lock = lockFolder(dataDir, 'backup');
  try {
    const db = new PGlite(dataDir);
    try {
      await db.waitReady; // dumpDataDir on a database still opening never settles
      const dump = await db.dumpDataDir('gzip');
      await writeFile(archive, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

/** Writes a backup of the installation into `dir` (created; must be empty), the portal running or not. */
export async function backup({ dir, dataDir, databaseUrl, env = process.env }) {
  if (!isEmptyDir(dir)) throw new Error(`${dir} is not empty; back up into a new folder`);
  await mkdir(dir, { recursive: true });
  const manifest = { kind: databaseUrl ? 'postgres' : 'pglite', createdAt: new Date().toISOString() };
  const s3 = bucketFromEnv(env);
  if (databaseUrl) {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      path.join(dir, PG_DUMP),
      databaseUrl,
    ]);
    const uploads = path.join(dataDir, UPLOADS);
    if (existsSync(uploads)) await cp(uploads, path.join(dir, UPLOADS), { recursive: true });
    manifest.files = existsSync(uploads) ? readdirSync(uploads).length : 0;
  } else {
    if (isEmptyDir(dataDir)) throw new Error(`There is no database in ${dataDir}`);
    await archivePglite(dataDir, path.join(dir, PGLITE_ARCHIVE));
    const uploads = path.join(dataDir, UPLOADS);
    manifest.files = existsSync(uploads) ? readdirSync(uploads).length : 0;
  }
  if (s3) {
    manifest.bucket = s3.bucket;
    manifest.files = await backupBucket(s3, dir);
  }
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** Restores the backup in `dir` into an empty installation of the same kind (PGlite or PostgreSQL). */
export async function restore({ dir, dataDir, databaseUrl, env = process.env }) {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => 'null'));
  if (!manifest) throw new Error(`${dir} holds no backup (${MANIFEST} is missing)`);
  const kind = databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind)
    throw new Error(
      `This is a ${manifest.kind} backup; ` +
        `restore it with ${manifest.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  const s3 = bucketFromEnv(env);
  if (Boolean(manifest.bucket) !== Boolean(s3))
    throw new Error(
      manifest.bucket
        ? `This backup holds the files of bucket ${manifest.bucket}; set S3_BUCKET (and S3_*) to restore them`
        : 'This backup holds files from local disk; unset S3_BUCKET to restore it',
    );
  // The bucket is checked before the database is touched, so a refused restore leaves nothing half done.
  if (s3) await assertEmptyBucket(s3);
  if (databaseUrl) {
    if ((await countTables(databaseUrl)) > 0)
      throw new Error('The database is not empty; restore into a new, empty database');
    const uploads = path.join(dataDir, UPLOADS);
    if (!isEmptyDir(uploads)) throw new Error(`${uploads} is not empty; restore into an empty installation`);
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--dbname',
      databaseUrl,
      path.join(dir, PG_DUMP),
    ]);
    if (existsSync(path.join(dir, UPLOADS))) await cp(path.join(dir, UPLOADS), uploads, { recursive: true });
  } else {
    // Held first: a portal running on the folder is named, and none can start on it while it is filled.
    const lock = lockFolder(dataDir, 'restore');
    try {
      if (!isEmptyDir(dataDir)) throw new Error(`${dataDir} is not empty; restore into an empty installation`);
      const archive = new Blob([await readFile(path.join(dir, PGLITE_ARCHIVE))]);
      const db = new PGlite(dataDir, { loadDataDir: archive });
      await db.waitReady;
      lock.renew(); // the archive held the backed-up portal's lock file
      await db.close();
    } finally {
      lock.release();
    }
  }
  if (s3) await restoreBucket(s3, dir);
  return manifest;
}
