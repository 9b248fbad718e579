import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { todayInIndia } from '@portal/core';
import { files } from '@portal/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-files-'));
  t = await startTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A multipart body as a browser would send it. */
async function form(name: string, bytes: Buffer, type: string) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/api/files', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(
  email: string | null,
  name: string,
  bytes: Buffer,
  type = 'application/octet-stream',
  franchiseeId?: number,
) {
  return t.as(email, { method: 'POST', url: '/api/files', franchiseeId, ...(await form(name, bytes, type)) });
}

const download = (email: string | null, id: string) =>
  t.as(email, { method: 'GET', url: `/api/files/${encodeURIComponent(id)}` });

async function storedNames() {
  return readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
}

/** A phone photo as cameras write it: EXIF with the GPS position, the camera's serial, turned by its tag. */
async function phonePhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD2: { BodySerialNumber: 'SERIAL-4242' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 4470/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('images', () => {
  it('are stored without their metadata, upright, whatever the field', async () => {
    const { default: sharp } = await import('sharp');
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('SERIAL-4242')).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await upload('franchisee-a@demo.school', 'IMG_2041.jpg', photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const stored = download('franchisee-a@demo.school', res.json().id);
    const bytes = (await stored).rawPayload;
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation ?? 1).toBe(1);
    // Turned by its tag before the tag went: 40 × 20 taken sideways shows 20 × 40.
    expect([after.width, after.height]).toEqual([20, 40]);
    // No EXIF block at all, so no GPS position either.
    for (const trace of ['SERIAL-4242', 'PhoneMaker']) expect(bytes.includes(trace)).toBe(false);
    expect(res.json().size).toBe(bytes.length);
  });

  it('are kept at a thumbnail and a phone width, as WebP without metadata, and come again only if new', async () => {
    const { default: sharp } = await import('sharp');
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c87828' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD2: { BodySerialNumber: 'SERIAL-4242' } })
      .toBuffer();
    const id = (await upload('franchisee-a@demo.school', 'IMG_2042.jpg', big, 'image/jpeg')).json().id;
    // Made when the photo was stored, beside it.
    expect(await storedNames()).toEqual(expect.arrayContaining([id, `${id}-w160`, `${id}-w640`]));
    for (const width of [160, 640]) {
      const res = await t.as('franchisee-a@demo.school', { method: 'GET', url: `/api/files/${id}?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
      expect(res.rawPayload.includes('SERIAL-4242')).toBe(false);
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      // A warm visit: the browser names what it holds and gets no bytes.
      const again = await t.as('franchisee-a@demo.school', {
        method: 'GET',
        url: `/api/files/${id}?w=${width}`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    // The phone width of a care photo is small.
    const phone = await t.as('franchisee-a@demo.school', { method: 'GET', url: `/api/files/${id}?w=640` });
    expect(phone.rawPayload.length).toBeLessThan(30_000);
    // Another centre learns nothing, not even with the tag of a copy it never had.
    for (const headers of [{}, { 'if-none-match': String(phone.headers.etag) }]) {
      const url = `/api/files/${id}?w=640`;
      const theirs = await t.as('franchisee-b@demo.school', { method: 'GET', url, headers });
      expect(theirs.statusCode).toBe(404);
    }
    const odd = await t.as('franchisee-a@demo.school', { method: 'GET', url: `/api/files/${id}?w=999` });
    expect(odd.statusCode).toBe(400);
  });

  it('stored before copies were kept get theirs on the first request', async () => {
    const id = (await upload('franchisee-a@demo.school', 'old.png', PNG, 'image/png')).json().id;
    await rm(path.join(dataDir, 'uploads', `${id}-w160`));
    const res = await t.as('franchisee-a@demo.school', { method: 'GET', url: `/api/files/${id}?w=160` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await storedNames()).toContain(`${id}-w160`);
  });

  it('that cannot be read are refused with a message, and nothing is kept', async () => {
    const before = await storedNames();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]);
    const res = await upload('franchisee-a@demo.school', 'broken.jpg', fake, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read/);
    expect(await storedNames()).toEqual(before);
  });
});

describe('a file field', () => {
  it('takes no file of another centre, however its id was learnt, and the file stays unreadable there', async () => {
    const theirs = (await upload('franchisee-b@demo.school', 'their-fees.pdf', PDF, 'application/pdf')).json().id;
    const centre = (await t.as('franchisee-a@demo.school', { method: 'GET', url: '/api/franchisee/active' })).json();
    const franchiseeId = (Array.isArray(centre) ? centre : centre.rows)[0].id;
    const announce = (attachmentFileId: string) =>
      t.as('franchisee-a@demo.school', {
        method: 'POST',
        url: '/api/announcements',
        payload: {
          franchiseeId,
          title: 'Fees',
          body: '<p>See the file</p>',
          audience: 'ALL',
          publishFrom: todayInIndia(),
          attachmentFileId,
        },
      });
    const refused = await announce(theirs);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors?.attachmentFileId ?? refused.json().message).toMatch(/Upload the file again/);
    expect((await download('franchisee-a@demo.school', theirs)).statusCode).toBe(404);
    // Their own upload attaches, and the record's readers read it.
    const own = (await upload('franchisee-a@demo.school', 'fees.pdf', PDF, 'application/pdf')).json().id;
    expect((await announce(own)).statusCode).toBe(201);
    // An announcement takes a PDF or a photo of at most 5 MB: what parents open on a phone.
    const sheet = await upload(
      'franchisee-a@demo.school',
      'fees.csv',
      Buffer.from('Term,Amount\n1,1500\n'),
      'text/csv',
    );
    const refusedSheet = await announce(sheet.json().id);
    expect(refusedSheet.statusCode).toBe(400);
    expect(refusedSheet.body).toContain('Attachment must be a PDF or a photo (JPEG, PNG or WebP) of at most 5 MB');
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const bigPdf = await upload('franchisee-a@demo.school', 'circular.pdf', big, 'application/pdf');
    expect(bigPdf.statusCode).toBe(201);
    expect((await announce(bigPdf.json().id)).statusCode).toBe(400);
    expect(
      (await announce((await upload('franchisee-a@demo.school', 'map.png', PNG, 'image/png')).json().id)).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/files', () => {
  it('needs a signed-in user', async () => {
    const res = await upload(null, 'logo.png', PNG, 'image/png');
    expect(res.statusCode).toBe(401);
  });

  it('stores an upload under a random id and answers its metadata', async () => {
    const res = await upload('franchisee-a@demo.school', 'centre logo.png', PNG, 'image/png');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'centre logo.png',
      size: expect.any(Number),
      contentType: 'image/png',
    });
    const names = await storedNames();
    expect(names).toContain(body.id);
    expect(names.some((n) => n.includes('logo'))).toBe(false);
  });

  it('trusts the bytes, not the declared type', async () => {
    const res = await upload('franchisee-a@demo.school', 'scan.pdf', PNG, 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().contentType).toBe('image/png');
  });

  it('accepts pdf, csv and xlsx files', async () => {
    const pdf = await upload('franchisee-a@demo.school', 'fees.pdf', PDF, 'application/pdf');
    expect(pdf.json()).toMatchObject({ contentType: 'application/pdf' });

    const csv = await upload(
      'franchisee-a@demo.school',
      'children.csv',
      Buffer.from('\ufeffName,Class\nAarav,Nursery\nZoë,LKG\n'),
      'text/csv',
    );
    expect(csv.json()).toMatchObject({ contentType: 'text/csv' });

    const book = new ExcelJS.Workbook();
    book.addWorksheet('Fees').addRow(['Term', 'Amount']);
    const xlsx = await upload('franchisee-a@demo.school', 'fees.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(xlsx.statusCode).toBe(201);
    expect(xlsx.json().contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it.each([
    [
      'a program named like a pdf',
      'invoice.pdf',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00program', 'latin1'),
      'application/pdf',
    ],
    ['an html page named like a csv', 'list.csv', Buffer.from('<html><script>alert(1)</script></html>'), 'text/csv'],
    [
      'a zip that is not a workbook',
      'book.xlsx',
      Buffer.from('PK\x03\x04\x14\x00\x00\x00word/document.xml', 'latin1'),
      'application/zip',
    ],
    ['binary data named like a csv', 'data.csv', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x41]), 'text/csv'],
    ['an svg image', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])('refuses %s with 400', async (_label, name, bytes, type) => {
    const before = await storedNames();
    const res = await upload('franchisee-a@demo.school', name, bytes, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file type is not allowed');
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing of it', async () => {
    const before = await storedNames();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('franchisee-a@demo.school', 'huge.pdf', big, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 10 MB');
    expect(await storedNames()).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 9)]);
    const res = await upload('franchisee-a@demo.school', 'exact.pdf', exact, 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().size).toBe(10 * 1024 * 1024);
  });

  it('answers 400 for an empty file or a form without a file', async () => {
    const empty = await upload('franchisee-a@demo.school', 'empty.pdf', Buffer.alloc(0), 'application/pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty');

    const fd = new FormData();
    fd.append('note', 'no file here');
    const request = new Request('http://localhost/api/files', { method: 'POST', body: fd });
    const res = await t.as('franchisee-a@demo.school', {
      method: 'POST',
      url: '/api/files',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a file to upload');
  });

  it('answers 400 for a body that is not multipart', async () => {
    const res = await t.as('franchisee-a@demo.school', { method: 'POST', url: '/api/files', payload: { file: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the file as multipart/form-data');
  });
});

describe('GET /api/files/:id', () => {
  let ownId: string;
  let headOfficeId: string;
  beforeAll(async () => {
    ownId = (await upload('franchisee-a@demo.school', 'Admission form — Zoë.pdf', PDF, 'application/pdf')).json().id;
    headOfficeId = (await upload('superadmin@demo.school', 'circular.pdf', PDF, 'application/pdf')).json().id;
  });

  it('needs a signed-in user', async () => {
    expect((await download(null, ownId)).statusCode).toBe(401);
  });

  it('streams the file back as an attachment that browsers must not sniff', async () => {
    const res = await download('franchisee-a@demo.school', ownId);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Admission form _ Zo_.pdf"; ' +
        `filename*=UTF-8''${encodeURIComponent('Admission form — Zoë.pdf')}`,
    );
  });

  it('answers what a file is (its name, size and type) to whoever may download it, and no one else', async () => {
    const about = (email: string | null, id: string) => t.as(email, { method: 'GET', url: `/api/files/${id}/about` });
    const res = await about('franchisee-a@demo.school', ownId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: ownId,
      name: 'Admission form — Zoë.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    expect((await about(null, ownId)).statusCode).toBe(401);
    expect((await about('franchisee-b@demo.school', ownId)).statusCode).toBe(404);
    expect((await about('franchisee-a@demo.school', 'not-an-id')).statusCode).toBe(404);
  });

  it("hides a franchisee's file from another franchisee", async () => {
    const res = await download('franchisee-b@demo.school', ownId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('File not found');
  });

  it('keeps an unattached upload to its uploader, even from roles that see every centre', async () => {
    expect((await download('superadmin@demo.school', ownId)).statusCode).toBe(404);
    expect((await download('marketing@demo.school', ownId)).statusCode).toBe(404);
    expect((await download('franchisee-b@demo.school', headOfficeId)).statusCode).toBe(404);
    expect((await download('superadmin@demo.school', headOfficeId)).statusCode).toBe(200);
  });

  it("refuses to attach someone else's unattached upload to a record", async () => {
    const parents = (await upload('parent@demo.school', 'family.png', PNG, 'image/png')).json().id;
    expect((await download('marketing@demo.school', parents)).statusCode).toBe(404);
    const post = await t.as('marketing@demo.school', {
      method: 'POST',
      url: '/api/instagram-posts',
      payload: { imageFileId: parents, caption: 'Admissions open' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().fieldErrors).toMatchObject({ imageFileId: expect.any(String) });
    expect((await download('parent@demo.school', parents)).statusCode).toBe(200);
  });

  it('files an upload under the franchisee chosen by a head-office user', async () => {
    const [b] = await t.db.db
      .select({ franchiseeId: adminUsers.franchiseeId })
      .from(adminUsers)
      .where(eq(adminUsers.email, 'franchisee-b@demo.school'));
    const id = (await upload('superadmin@demo.school', 'b-only.pdf', PDF, 'application/pdf', b.franchiseeId!)).json()
      .id;
    const [stored] = await t.db.db.select({ franchiseeId: files.franchiseeId }).from(files).where(eq(files.id, id));
    expect(stored.franchiseeId).toBe(b.franchiseeId);
    expect((await download('franchisee-a@demo.school', id)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await download('superadmin@demo.school', 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await download('superadmin@demo.school', '../../../etc/passwd')).statusCode).toBe(404);
  });
});
