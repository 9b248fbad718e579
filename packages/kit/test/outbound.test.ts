import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused, outboundClient, s3ClientConfig, smtpTransport } from '../src/index.ts';

/** An HTTP server on loopback that counts the connections it accepts. */
async function listener(host: string, handle: RequestListener = (_, res) => res.end('reached')) {
  const server: Server = createServer(handle);
  let accepted = 0;
  server.on('connection', () => accepted++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, accepted: () => accepted, close: () => new Promise((r) => server.close(r)) };
}

describe('the outbound client', () => {
  let inward: Awaited<ReturnType<typeof listener>>;
  let inward6: Awaited<ReturnType<typeof listener>>;
  let standIn: Awaited<ReturnType<typeof listener>>;
  const saved = process.env.OUTBOUND_INTERNAL_ORIGINS;

  beforeAll(async () => {
    inward = await listener('127.0.0.1');
    inward6 = await listener('::1');
    // A service the test trusts in code: it redirects wherever it is asked to.
    standIn = await listener('127.0.0.1', (req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (to) return res.writeHead(302, { location: to }).end();
      if (req.url === '/big') return res.end('x'.repeat(64 * 1024));
      if (req.url === '/slow') return; // never answers
      res.end('stand-in');
    });
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.OUTBOUND_INTERNAL_ORIGINS;
    else process.env.OUTBOUND_INTERNAL_ORIGINS = saved;
  });
  afterAll(async () => {
    await Promise.all([inward.close(), inward6.close(), standIn.close()]);
  });

  const refused = async (client: ReturnType<typeof outboundClient>, url: string) => {
    const err = await client.request(url).then(
      () => null,
      (e: Error) => e,
    );
    expect(err, `${url} was reached`).toBeInstanceOf(OutboundRefused);
    return err!.message;
  };

  it('refuses every inward address, in every form, without opening a connection', async () => {
    const client = outboundClient({ chosenBy: 'operator', timeoutMs: 2000 });
    const p = inward.port;
    const p6 = inward6.port;
    const forms = [
      `http://127.0.0.1:${p}/`,
      `https://127.0.0.1:${p}/`,
      `https://2130706433:${p}/`, // 127.0.0.1 as one number
      `https://127.1:${p}/`,
      `https://0x7f.1:${p}/`,
      `http://0177.0.0.1:${p}/`, // octal
      `http://0.0.0.0:${p}/`, // unspecified: the local host
      `http://[::ffff:127.0.0.1]:${p}/`, // IPv4-mapped IPv6
      `http://localhost:${p}/`, // a name that resolves to loopback
      `http://[::1]:${p6}/`,
      `http://[::]:${p6}/`,
      'https://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'http://100.100.100.200/latest/meta-data/', // carrier-grade NAT (a cloud's metadata)
      'http://[fd00:ec2::254]/latest/meta-data/', // unique-local
      'http://[fe80::1]/', // link-local
      'http://[ff02::1]/', // multicast
      'http://224.0.0.1/',
      'http://[64:ff9b::7f00:1]/', // NAT64 of 127.0.0.1
    ];
    for (const url of forms) expect(await refused(client, url)).toMatch(/does not connect to/);
    expect(await refused(client, `http://localhost:${p}/`)).toContain('loopback');
    expect(await refused(client, 'https://169.254.169.254/')).toContain('link-local');
    expect(await refused(client, 'file:///etc/passwd')).toContain('http(s) addresses only');
    expect(inward.accepted() + inward6.accepted()).toBe(0);
    await client.close();
  });

  it('reaches an internal origin the operator lists, only that one, never for a user-chosen address', async () => {
    process.env.OUTBOUND_INTERNAL_ORIGINS = `http://127.0.0.1:${standIn.port}`;
    const operator = outboundClient({ chosenBy: 'operator' });
    expect((await operator.request(`http://127.0.0.1:${standIn.port}/`)).text()).toBe('stand-in');
    await refused(operator, `http://127.0.0.1:${inward.port}/`);
    const user = outboundClient({ chosenBy: 'user' });
    await refused(user, `http://127.0.0.1:${standIn.port}/`);
    const pushOnly = outboundClient({ chosenBy: 'user', hosts: () => ['fcm.googleapis.com'] });
    expect(await refused(pushOnly, 'https://evil.example.com/')).toContain('not a host this service may call');
    expect(inward.accepted()).toBe(0);
    await Promise.all([operator.close(), user.close(), pushOnly.close()]);
  });

  it('follows no redirect unless asked, and refuses a redirect inward', async () => {
    const trusted = [`http://127.0.0.1:${standIn.port}`];
    const to = (target: string) => `http://127.0.0.1:${standIn.port}/?to=${encodeURIComponent(target)}`;
    const still = outboundClient({ chosenBy: 'operator', internalOrigins: trusted });
    const answer = await still.request(to(`http://127.0.0.1:${inward.port}/`));
    expect(answer.status).toBe(302);
    const following = outboundClient({ chosenBy: 'operator', internalOrigins: trusted, redirects: 3 });
    await refused(following, to(`http://127.0.0.1:${inward.port}/`));
    await refused(following, to(`http://localhost:${inward.port}/`));
    await refused(following, to('http://169.254.169.254/latest/meta-data/'));
    expect((await following.request(to(`http://127.0.0.1:${standIn.port}/`))).text()).toBe('stand-in');
    expect(inward.accepted()).toBe(0);
    await Promise.all([still.close(), following.close()]);
  });

  it('limits the size of an answer and the time it takes', async () => {
    const trusted = [`http://127.0.0.1:${standIn.port}`];
    const small = outboundClient({ chosenBy: 'operator', internalOrigins: trusted, maxBytes: 1024 });
    await expect(small.request(`http://127.0.0.1:${standIn.port}/big`)).rejects.toThrow(/larger than 1024 bytes/);
    const quick = outboundClient({ chosenBy: 'operator', internalOrigins: trusted, timeoutMs: 200 });
    await expect(quick.request(`http://127.0.0.1:${standIn.port}/slow`)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    await Promise.all([small.close(), quick.close()]);
  });

  it('holds SMTP and S3 connections to the same rule', async () => {
    for (const url of [`smtp://127.0.0.1:${inward.port}`, `smtp://localhost:${inward.port}`, 'smtps://10.0.0.1']) {
      const mail = smtpTransport(url);
      await expect(
        mail.sendMail({ from: 'a@demo.school', to: 'b@demo.school', subject: 's', text: 't' }),
      ).rejects.toBeInstanceOf(OutboundRefused);
      mail.close();
    }
    const s3 = new S3Client(
      s3ClientConfig({
        bucket: 'files',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${inward.port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'k', secretAccessKey: 'k' },
        internalOrigins: [],
      }),
    );
    await expect(s3.send(new GetObjectCommand({ Bucket: 'files', Key: 'x' }))).rejects.toThrow(/does not connect to/);
    s3.destroy();
    expect(inward.accepted()).toBe(0);
  });
});
