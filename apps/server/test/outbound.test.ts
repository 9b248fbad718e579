import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore, smtpSender } from '@portal/kit';
import { smsGatewayChannel, smtpChannel } from '@portal/mod-communication/server';
import { httpAdapter } from '@portal/mod-orders/server';
import { meetingSettingsFromEnv } from '@portal/mod-training/server';
import { irpAdapterFromEnv } from '../../../modules/ledger/server/einvoice/irp.ts';

/**
 * Every outside service the server calls goes through the outbound gate: pointed at an inward address (here a
 * loopback listener, as a request forger would point it at 127.0.0.1, a metadata service or a database), each is
 * refused before a connection is opened. The gate itself, address by address, is tested in packages/kit.
 */
describe('the outside services refuse an inward address', () => {
  let listener: Server;
  let accepted = 0;
  let inward = '';
  const saved = process.env.OUTBOUND_INTERNAL_ORIGINS;

  beforeAll(async () => {
    delete process.env.OUTBOUND_INTERNAL_ORIGINS;
    listener = createServer((socket) => {
      accepted++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    inward = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (saved !== undefined) process.env.OUTBOUND_INTERNAL_ORIGINS = saved;
    await new Promise((resolve) => listener.close(resolve));
  });

  it('the SMS gateway and email', async () => {
    const sms = smsGatewayChannel({ url: `http://${inward}/send`, apiKey: 'k', timeoutMs: 1000 });
    const text = await sms.send({ to: '9876543210', text: 'Hello', senderId: 'PRESCH', dltTemplateId: '1' });
    expect(text).toMatchObject({ ok: false, retry: false, error: expect.stringContaining('does not connect to') });
    sms.close();
    for (const url of [`smtp://${inward}`, `smtp://localhost:${inward.split(':')[1]}`]) {
      const email = smtpChannel(url, 'Portal <no-reply@demo.school>');
      const mail = await email.send({ to: 'parent@demo.school', subject: 'Hello', text: 'Hello' });
      expect(mail).toMatchObject({ ok: false, retry: false, error: expect.stringContaining('does not connect to') });
      email.close();
    }
    const codes = smtpSender(`smtp://${inward}`, 'no-reply@demo.school', { send: async () => undefined });
    const message = { id: 1, channel: 'email', recipient: 'a@demo.school', subject: 's', body: 'b' };
    await expect(codes.send(message as never)).rejects.toThrow(/does not connect to/);
    expect(accepted).toBe(0);
  });

  it('the e-invoice portal, courier tracking, the meeting server and the file store', async () => {
    const irp = irpAdapterFromEnv({ IRP_GSP_URL: `http://${inward}` })!;
    await expect(irp.submit({})).rejects.toThrow(/does not connect to/);

    // A courier that cannot be reached falls back to the order's own history (here no database: it throws).
    await httpAdapter(`http://${inward}/track/`)
      .track({} as never, { id: 1, shippingReferenceNo: 'BD123456' })
      .catch(() => undefined);

    const { provider } = meetingSettingsFromEnv({
      MEETING_PROVIDER: 'bbb',
      BBB_URL: `http://${inward}/bigbluebutton/api`,
      BBB_SECRET: 'x',
    });
    const who = { userId: 1, name: 'Lakshmi Iyer', email: 'teacher@demo.school', moderator: false };
    const at = { now: new Date(), validUntil: new Date() };
    await expect(provider.joinUrl({ roomName: 'r', title: 't' }, who, at)).rejects.toThrow(/not reachable/);

    const store = s3FileStore({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: `http://${inward}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 'k' },
    });
    await expect(store.read('0123456789abcdef0123456789abcdef')).rejects.toThrow(/does not connect to/);
    expect(accepted).toBe(0);
  });
});
