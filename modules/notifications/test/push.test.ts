import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundClient, startWorker, type Worker } from '@portal/kit';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { NOTIFICATION_MESSAGES } from '../shared/constants.ts';
import { pushJob, pushServices, pushSubscriptions, pushTo, usePushClient } from '../server/index.ts';
import { decryptPush, newBrowserKeys, startPushService, verifyVapid } from './push-endpoint.ts';

const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';
const TEACHER = 'teacher@demo.school';

describe('web push', () => {
  let t: TestApp;
  let worker: Worker;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let child: number;
  let publicKey: string;
  const browser = newBrowserKeys();
  const services = process.env.WEB_PUSH_SERVICES;

  const as = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.as(email, { method, url, payload });
  const userOf = async (email: string) =>
    (await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0];
  /** Waits until the push service has received `n` requests. */
  const received = async (n: number) => {
    for (let i = 0; i < 200 && service.received.length < n; i++) await new Promise((r) => setTimeout(r, 25));
    return service.received;
  };

  beforeAll(async () => {
    t = await startTestApp();
    service = await startPushService();
    // The stand-in is a push service by configuration, and the push job's client trusts it in code: configuration
    // never lets a push endpoint reach an inward address.
    process.env.WEB_PUSH_SERVICES = service.origin;
    usePushClient(outboundClient({ chosenBy: 'user', hosts: pushServices, internalOrigins: [service.origin] }));
    worker = await startWorker({ db: t.db.db, jobs: [pushJob], pollMs: 20, heartbeatMs: 500 });
    child = (await userOf(PARENT)).studentAdmissionId!;
    publicKey = (await as(PARENT, 'GET', '/api/notifications/push-key')).json().publicKey;
  });
  afterAll(async () => {
    await worker.stop();
    await service.close();
    await t.close();
    usePushClient();
    if (services === undefined) delete process.env.WEB_PUSH_SERVICES;
    else process.env.WEB_PUSH_SERVICES = services;
  });

  it('subscribes a browser and refuses what is not a push subscription, with a message', async () => {
    const ok = await as(PARENT, 'POST', '/api/notifications/subscriptions', {
      endpoint: `${service.origin}/push/parent-phone`,
      keys: browser.json,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().devices).toBe(1);
    const refusals: [object, string][] = [
      [{ endpoint: 'http://push.example.com/x', keys: browser.json }, NOTIFICATION_MESSAGES.pushService],
      [{ endpoint: 'not a url', keys: browser.json }, NOTIFICATION_MESSAGES.endpoint],
      [
        { endpoint: `${service.origin}/y`, keys: { ...browser.json, p256dh: 'A'.repeat(87) } },
        NOTIFICATION_MESSAGES.key,
      ],
      [{ endpoint: `${service.origin}/y`, keys: { ...browser.json, auth: 'short' } }, NOTIFICATION_MESSAGES.auth],
    ];
    for (const [body, message] of refusals) {
      const res = await as(PARENT, 'POST', '/api/notifications/subscriptions', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await as(PARENT, 'GET', '/api/notifications/push-key')).json().publicKey).toBe(publicKey);
  });

  it('pushes the check-in to the parent, VAPID-signed and aes128gcm-encrypted for the browser to decrypt', async () => {
    const res = await as(TEACHER, 'POST', '/api/day/roster/check-in', { studentAdmissionId: child });
    expect(res.statusCode, res.body).toBe(200);
    const [request] = await received(1);
    expect(request.path).toBe('/push/parent-phone');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);

    const { header, claims } = verifyVapid(request.headers.authorization, publicKey);
    expect(header.alg).toBe('ES256');
    expect(claims.aud).toBe(service.origin);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);

    const message = JSON.parse(decryptPush(request.body, browser));
    expect(message).toEqual({
      kind: 'day.arrivals',
      title: expect.stringMatching(/ is at the centre$/),
      body: expect.stringMatching(/^Checked in at \d\d:\d\d (AM|PM)$/),
      url: '/day/my-child',
    });
  });

  it('sends nothing of a kind the person turned off', async () => {
    const off = await as(PARENT, 'PUT', '/api/notifications/preferences', { kind: 'day.arrivals', enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().kinds.find((k: { kind: string }) => k.kind === 'day.arrivals').enabled).toBe(false);
    const bad = await as(PARENT, 'PUT', '/api/notifications/preferences', { kind: 'gossip', enabled: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(NOTIFICATION_MESSAGES.chooseKind);

    // Another channel chosen for a kind: no notification of it either.
    const emailed = await as(PARENT, 'PUT', '/api/notifications/channels', { kind: 'incidents', channel: 'EMAIL' });
    expect(emailed.statusCode, emailed.body).toBe(200);

    const parentId = (await userOf(PARENT)).id;
    await t.db.db.transaction(async (tx) => {
      await pushTo(tx, [parentId], 'day.arrivals', { title: 'Off', body: 'Not sent', url: '/day/my-child' });
      await pushTo(tx, [parentId], 'incidents', { title: 'By email', body: 'Not sent', url: '/day/my-incidents' });
      await pushTo(tx, [parentId], 'messages', { title: 'On', body: 'Sent', url: '/' });
    });
    const requests = await received(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(requests).toHaveLength(2);
    expect(JSON.parse(decryptPush(requests[1].body, browser)).title).toBe('On');
    const pushed = await as(PARENT, 'PUT', '/api/notifications/channels', { kind: 'incidents', channel: 'PUSH' });
    expect(pushed.json().kinds.find((k: { kind: string }) => k.kind === 'incidents').channel).toBe('PUSH');
  });

  it('forgets a browser whose push service says it is gone (410)', async () => {
    service.status = 410;
    const parentId = (await userOf(PARENT)).id;
    await pushTo(t.db.db, [parentId], 'messages', { title: 'Gone', body: 'x', url: '/' });
    await received(3);
    for (let i = 0; i < 100; i++) {
      const left = await t.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, parentId));
      if (left.length === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the expired subscription is still there');
  });

  it('lets a person remove only their own browser', async () => {
    const other = newBrowserKeys();
    const endpoint = `${service.origin}/push/parent2-phone`;
    await as(PARENT2, 'POST', '/api/notifications/subscriptions', { endpoint, keys: other.json });
    const byOther = await as(PARENT, 'POST', '/api/notifications/subscriptions/remove', { endpoint });
    expect(byOther.json().devices).toBe(0);
    expect((await as(PARENT2, 'GET', '/api/notifications/preferences')).json().devices).toBe(1);
    const own = await as(PARENT2, 'POST', '/api/notifications/subscriptions/remove', { endpoint });
    expect(own.json().devices).toBe(0);
  });

  it('accepts only endpoints at the push services, never an inward or unknown address', async () => {
    const inward = [
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1:3200/',
      'https://localhost:5432/',
      'https://[::1]:6379/',
      'https://10.0.0.1/',
      'https://192.168.1.1/',
      'https://2130706433/',
      'https://127.1:3100/',
      'https://0x7f.1/',
      'https://metadata.google.internal/',
      'https://push.example.com/fcm/send/abc',
      'https://fcm.googleapis.com.example.com/x',
      'https://user:pass@fcm.googleapis.com/x',
      `${service.origin.replace('http:', 'https:')}/x`,
    ];
    for (const endpoint of inward) {
      const res = await as(PARENT2, 'POST', '/api/notifications/subscriptions', { endpoint, keys: browser.json });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe(NOTIFICATION_MESSAGES.pushService);
    }
    const keys = newBrowserKeys().json;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      const ok = await as(PARENT2, 'POST', '/api/notifications/subscriptions', { endpoint, keys });
      expect(ok.statusCode, ok.body).toBe(201);
      // Nothing is sent to a real push service from the tests.
      await as(PARENT2, 'POST', '/api/notifications/subscriptions/remove', { endpoint });
    }
    expect((await as(PARENT2, 'GET', '/api/notifications/preferences')).json().devices).toBe(0);
  });

  it('refuses at send time an endpoint off the push services or inward, connecting nowhere', async () => {
    let accepted = 0;
    const listener = createServer((socket) => {
      accepted++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const inward = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    // A service listed by mistake is still refused: push endpoints never reach an inward address.
    process.env.WEB_PUSH_SERVICES = `${service.origin},${inward}`;
    try {
      service.status = 201;
      const before = service.received.length;
      const parentId = (await userOf(PARENT)).id;
      const keys = { p256dh: browser.json.p256dh, auth: browser.json.auth };
      await t.db.db.insert(pushSubscriptions).values([
        { userId: parentId, endpoint: `${service.origin}/push/parent-laptop`, ...keys },
        // Rows stored before endpoints were held to the push services.
        { userId: parentId, endpoint: `${inward}/push/listed`, ...keys },
        { userId: parentId, endpoint: `http://localhost:${inward.split(':')[2]}/push/by-name`, ...keys },
        { userId: parentId, endpoint: 'https://169.254.169.254/latest/meta-data/', ...keys },
      ]);
      await pushTo(t.db.db, [parentId], 'messages', { title: 'Hello', body: 'x', url: '/' });
      await received(before + 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(service.received.at(-1)?.path).toBe('/push/parent-laptop');
      expect(accepted).toBe(0);
    } finally {
      process.env.WEB_PUSH_SERVICES = service.origin;
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("keeps a browser with the account that registered it: another account needs the browser's own keys", async () => {
    const tablet = newBrowserKeys();
    const endpoint = `${service.origin}/push/shared-tablet`;
    const devices = async (email: string) => (await as(email, 'GET', '/api/notifications/preferences')).json().devices;
    // The parent signs in on the shared tablet (a session of its own) and turns notifications on there.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: PARENT, password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const onTablet = { authorization: `Bearer ${signedIn.json().token}` };
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscriptions',
      headers: onTablet,
      payload: { endpoint, keys: tablet.json },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const parentDevices = await devices(PARENT);

    const takeover = await as(PARENT2, 'POST', '/api/notifications/subscriptions', {
      endpoint,
      keys: newBrowserKeys().json,
    });
    expect(takeover.statusCode, takeover.body).toBe(409);
    expect(takeover.json().message).toBe(NOTIFICATION_MESSAGES.endpointTaken);
    expect(await devices(PARENT)).toBe(parentDevices);
    expect(await devices(PARENT2)).toBe(0);
    const [row] = await t.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: (await userOf(PARENT)).id, p256dh: tablet.json.p256dh });

    // Removing it as the other account does nothing.
    await as(PARENT2, 'POST', '/api/notifications/subscriptions/remove', { endpoint });
    expect(await devices(PARENT)).toBe(parentDevices);

    // Even the browser's own keys do not move it while the parent is signed in on it: keys can be copied.
    const copied = await as(PARENT2, 'POST', '/api/notifications/subscriptions', { endpoint, keys: tablet.json });
    expect(copied.statusCode, copied.body).toBe(409);
    expect(copied.json().message).toBe(NOTIFICATION_MESSAGES.endpointTaken);
    expect(await devices(PARENT2)).toBe(0);
    expect(await devices(PARENT)).toBe(parentDevices);

    // She signs out on the tablet: the same browser (its own keys, someone else signed in on it) moves.
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: onTablet });
    expect(out.statusCode, out.body).toBeLessThan(300);
    const moved = await as(PARENT2, 'POST', '/api/notifications/subscriptions', { endpoint, keys: tablet.json });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(await devices(PARENT2)).toBe(1);
    expect(await devices(PARENT)).toBe(parentDevices - 1);
  });
});
