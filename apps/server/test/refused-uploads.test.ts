import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

// An upload refused while its body is still arriving must not leave the connection waiting for bytes nobody
// reads: the client gets the refusal and either the connection closes or its next request is answered.
let t: TestApp;
let port: number;
let token: string;
let albumId: number;
beforeAll(async () => {
  t = await startTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  token = await t.token('superadmin@demo.school');
  albumId = (await t.as('superadmin@demo.school', { method: 'GET', url: '/api/photo-albums?pageSize=1' })).json()
    .rows[0].id;
});
afterAll(() => t.close());

/** Reads answers off a socket: each call waits for the next complete HTTP head, or for the socket to close. */
function reader(socket: Socket) {
  let buffered = '';
  let closed = false;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1');
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  return async function next(ms: number): Promise<{ head: string } | 'closed' | 'nothing'> {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = buffered.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length >= end + 4 + length) {
          buffered = buffered.slice(end + 4 + length);
          return { head };
        }
      }
      if (closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'nothing';
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
}

/** Starts a multipart upload of `declared` bytes and sends only the first `sent`. */
function startUpload(url: string, declared: number, sent: number) {
  const boundary = 'portal-test-boundary';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const socket = connect(port, '127.0.0.1');
  const next = reader(socket);
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${preamble.length + declared}\r\n\r\n`,
  );
  socket.write(preamble);
  // A PNG's first bytes, then zeros: what the file store sniffs is an image.
  socket.write(Buffer.from('89504e470d0a1a0a', 'hex'));
  socket.write(Buffer.alloc(sent - 8));
  return { socket, next };
}

describe('a refused upload', () => {
  it.each([
    ['a file field', '/api/files'],
    ['a class album photo', '/api/photogallary/albums/:id/photos'],
  ])('over the size limit (%s) never leaves its connection hanging', async (_, url) => {
    const { socket, next } = startUpload(url.replace(':id', String(albumId)), 20 * 1024 * 1024, 11 * 1024 * 1024);
    try {
      const refusal = await next(10_000);
      if (refusal === 'nothing') throw new Error('no answer to the refused upload within 10 s');
      if (refusal === 'closed') return;
      expect(refusal.head).toMatch(/^HTTP\/1\.1 4\d\d/);
      // Either the server says it closes and does, or the connection serves the next request.
      if (/connection: close/i.test(refusal.head)) {
        expect(await next(5_000)).toBe('closed');
        return;
      }
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const after = await next(5_000);
      expect(after).not.toBe('nothing');
    } finally {
      socket.destroy();
    }
  });
});
