// The file store's side of point-in-time recovery (the portal's files: the `files` table and the FileStore; recorded
// classes keep their own store, see docs/operations.md). pgBackRest brings the database back to any moment of its WAL
// archive; a database restored to 10:42 names the files it held at 10:42, some of which may have been removed from
// the store since (an erasure, a retention prune, a replaced photo). So the store is archived alongside the WAL:
//   archiveFiles   copies every object the store holds that the archive lacks (a stored id never changes its bytes,
//                  so an object once archived is done) and notes, once, each archived object the store has lost;
//                  run it every few minutes and before each backup, as archive_timeout paces the WAL.
//   restoreFiles   after a restore, copies back from the archive each object the restored database names that the
//                  store lacks, and names any it cannot find, so a restored database never points at a missing file.
//   pruneArchive   forgets the copies of objects the store lost before a moment (the oldest backup kept): no
//                  restore can reach back to a database that names them, so an erased file leaves the archive
//                  when the backup window passes it, as the erased rows leave the WAL archive.
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { bucketFromEnv, bucketKeys } from './backup-lib.mjs';

const OBJECTS = 'objects';
const LOST = 'lost.jsonl';

/** The store the portal's environment names: the bucket (S3_BUCKET) or `<dataDir>/uploads` on local disk. */
export function storeFromEnv(dataDir, env = process.env) {
  const s3 = bucketFromEnv(env);
  if (s3) {
    return {
      keys: () => bucketKeys(s3),
      read: async (key) => (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body,
      write: (key, file) =>
        s3.client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: statSync(file).size,
          }),
        ),
      remove: (key) => s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key })),
    };
  }
  const dir = path.join(dataDir, 'uploads');
  return {
    async *keys() {
      if (existsSync(dir)) yield* readdirSync(dir).filter((name) => !name.endsWith('.part'));
    },
    read: async (key) => createReadStream(path.join(dir, key)),
    async write(key, file) {
      await mkdir(dir, { recursive: true });
      await pipeline(createReadStream(file), createWriteStream(path.join(dir, key), { flags: 'wx', mode: 0o600 }));
    },
    remove: (key) => rm(path.join(dir, key), { force: true }),
  };
}

const objectPath = (archive, key) => path.join(archive, OBJECTS, encodeURIComponent(key));

async function storeKeys(store) {
  const keys = new Set();
  for await (const key of store.keys()) keys.add(key);
  return keys;
}

/** The archive's lost-object notes: key → the moment the archive first found it gone from the store. */
async function lostNotes(archive) {
  const text = await readFile(path.join(archive, LOST), 'utf8').catch(() => '');
  const notes = new Map();
  for (const line of text.split('\n').filter(Boolean)) {
    const { key, at } = JSON.parse(line);
    if (!notes.has(key)) notes.set(key, at);
  }
  return notes;
}

/** Copies the store's new objects into the archive and notes those it lost. */
export async function archiveFiles({ archive, store, now = new Date() }) {
  await mkdir(path.join(archive, OBJECTS), { recursive: true });
  const held = new Set(readdirSync(path.join(archive, OBJECTS)).map(decodeURIComponent));
  const present = await storeKeys(store);
  let copied = 0;
  for (const key of present) {
    if (held.has(key)) continue;
    const target = objectPath(archive, key);
    // Written under a temporary name, so an interrupted pass never leaves a short copy that looks complete.
    await pipeline(await store.read(key), createWriteStream(`${target}.part`, { mode: 0o600 }));
    await rename(`${target}.part`, target);
    copied++;
  }
  const noted = await lostNotes(archive);
  const lost = [...held].filter((key) => !present.has(key) && !key.endsWith('.part') && !noted.has(key));
  if (lost.length > 0)
    await appendFile(
      path.join(archive, LOST),
      lost.map((key) => JSON.stringify({ key, at: now.toISOString() }) + '\n').join(''),
    );
  return { copied, archived: held.size + copied, lost: lost.length };
}

/** The files a database names (its `files` table). */
async function namedFiles(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return new Set((await client.query('select id from files')).rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

/** Puts back into the store each archived object the restored database names and the store lacks. */
export async function restoreFiles({ archive, store, databaseUrl }) {
  const named = await namedFiles(databaseUrl);
  const present = await storeKeys(store);
  const archived = existsSync(path.join(archive, OBJECTS))
    ? readdirSync(path.join(archive, OBJECTS))
        .filter((n) => !n.endsWith('.part'))
        .map(decodeURIComponent)
    : [];
  let restored = 0;
  for (const key of archived) {
    if (present.has(key) || !named.has(key)) continue;
    await store.write(key, objectPath(archive, key));
    present.add(key);
    restored++;
  }
  const missing = [...named].filter((id) => !present.has(id));
  return { restored, missing };
}

/** Forgets the archived copies of objects the store lost before `before`; returns how many went. */
export async function pruneArchive({ archive, before }) {
  const notes = await lostNotes(archive);
  const gone = [...notes].filter(([, at]) => new Date(at) < before).map(([key]) => key);
  for (const key of gone) await rm(objectPath(archive, key), { force: true });
  const kept = [...notes].filter(([key]) => !gone.includes(key));
  await writeFile(path.join(archive, LOST), kept.map(([key, at]) => JSON.stringify({ key, at }) + '\n').join(''));
  return gone.length;
}
