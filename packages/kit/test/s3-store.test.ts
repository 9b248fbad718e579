import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../scripts/s3-test-server.mjs';
import { fileStoreFromEnv, type FileStore } from '../src/files/storage.ts';

const bytes = (n: number) => {
  const buf = Buffer.alloc(n);
  for (let i = 0; i < n; i++) buf[i] = (i * 7) % 251;
  return buf;
};
const readAll = async (body: Readable) => Buffer.concat(await body.toArray());
const id = (n: number) => `file${String(n).padStart(18, '0')}`;

describe('S3 file store against a real S3-compatible server', () => {
  let server: S3TestServer;
  let store: FileStore;

  beforeAll(async () => {
    server = await startS3TestServer();
    store = fileStoreFromEnv('/nowhere', { ...server.env });
  });
  afterAll(() => server.stop());

  it('is chosen by S3_BUCKET and writes, reads, lists and deletes an object', async () => {
    expect(store.kind).toBe('s3');
    await store.write(id(1), Readable.from([Buffer.from('hello '), Buffer.from('bucket')]));
    expect((await readAll(await store.read(id(1)))).toString()).toBe('hello bucket');
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys).toContain(id(1));
    await store.remove(id(1));
    await expect(store.read(id(1))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('reads a byte range, as a video player seeks', async () => {
    const body = bytes(100_000);
    await store.write(id(2), Readable.from([body]));
    const part = await readAll(await store.readRange(id(2), 40_000, 40_099));
    expect(part.equals(body.subarray(40_000, 40_100))).toBe(true);
  });

  it('streams a large body as a multipart upload and gets every byte back', async () => {
    const body = bytes(19 * 1024 * 1024);
    // Uneven chunks, as a network upload arrives.
    const chunks = [body.subarray(0, 3_000_001), body.subarray(3_000_001, 11_000_000), body.subarray(11_000_000)];
    await store.write(id(3), Readable.from(chunks));
    expect((await readAll(await store.read(id(3)))).equals(body)).toBe(true);
  });

  it('copies an object inside the bucket', async () => {
    await store.write(id(4), Readable.from([Buffer.from('original')]));
    await store.copy(id(4), id(5));
    expect((await readAll(await store.read(id(5)))).toString()).toBe('original');
    await expect(store.copy(id(99), id(6))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a missing key, and an id that is not ours, with a 404', async () => {
    await expect(store.read(id(98))).rejects.toMatchObject({ statusCode: 404 });
    await expect(store.readRange(id(98), 0, 10)).rejects.toMatchObject({ statusCode: 404 });
    await expect(store.read('../etc/passwd')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves nothing under the key when the upload stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(bytes(64 * 1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.write(id(7), failing)).rejects.toThrow();
    await expect(store.read(id(7))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('hands out a pre-signed link that downloads with the file name, then expires', async () => {
    await store.write(id(8), Readable.from([Buffer.from('report card')]));
    const link = (seconds: number) =>
      store.signedUrl!(id(8), { seconds, fileName: 'Report card.pdf', contentType: 'application/pdf' });
    // A link used within its time (a minute: a loaded machine may take seconds to ask) and one left to expire.
    const url = await link(60);
    const shortLived = await link(1);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('report card');
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toContain('filename="Report card.pdf"');
    // A link altered to reach another object is refused.
    expect((await fetch(url.replace(id(8), id(4)))).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(shortLived);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('expired');
  });
});

describe('S3 settings from the environment', () => {
  it('keeps files on local disk without S3_BUCKET, and refuses half a configuration', () => {
    expect(fileStoreFromEnv('/data', {}).kind).toBe('disk');
    expect(() => fileStoreFromEnv('/data', { S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => fileStoreFromEnv('/data', { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/both/);
    expect(() => fileStoreFromEnv('/data', { S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/http/);
  });
});
