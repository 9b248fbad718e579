import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../scripts/s3-test-server.mjs';
import { fileForm } from './multipart.ts';
import { startTestApp, type TestApp } from './support.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF past the size from which downloads leave through pre-signed links. */
const bigPdf = () =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 'x'), Buffer.from('\n%%EOF\n')]);

let s3: S3TestServer;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer();
  Object.assign(process.env, s3.env);
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  for (const name of Object.keys(s3.env)) delete process.env[name];
  await s3.stop();
});

async function upload(email: string, bytes: Buffer, name: string) {
  const res = await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(bytes, name)) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; size: number };
}

describe('files in an S3-compatible bucket', () => {
  it('streams a small picture through the portal, without its metadata', async () => {
    const { id } = await upload(CENTRE_A, PNG, 'dot.png');
    const res = await t.as(CENTRE_A, { method: 'GET', url: `/api/files/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('sends a large file through a short-lived pre-signed link, after the access check', async () => {
    const bytes = bigPdf();
    const { id } = await upload(CENTRE_A, bytes, 'Term report.pdf');
    const res = await t.as(CENTRE_A, { method: 'GET', url: `/api/files/${id}` });
    expect(res.statusCode).toBe(302);
    const link = new URL(res.headers.location as string);
    expect(link.origin).toBe(s3.endpoint);
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const direct = await fetch(link);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toBe('attachment; filename="Term report.pdf"');
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);
    // Another centre's owner gets no link at all: the portal's check comes first.
    const other = await t.as(CENTRE_B, { method: 'GET', url: `/api/files/${id}` });
    expect(other.statusCode).toBe(404);
    expect(other.headers.location).toBeUndefined();
  });

  it('lets the pages load pictures, videos and downloads from the bucket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp.split(';').find((d) => d.startsWith(directive))).toContain(s3.endpoint);
    }
  });
});
