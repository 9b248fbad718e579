import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundClient } from '@portal/kit';
import { allowStandIn, startTestApp, type TestApp } from '@portal/server/testing';
import { setClock } from '../server/index.ts';
import { bbbCallUrl, bbbChecksum, bbbProvider } from '../server/meetings/bbb.ts';
import { meetingSettingsFromEnv } from '../server/meetings/config.ts';
import { DEVELOPMENT_JITSI_SECRET } from '../server/meetings/settings.ts';
import { jitsiProvider } from '../server/meetings/jitsi.ts';
import { verifyHs256 } from '../server/meetings/jwt.ts';
import { CENTRE_A, idsOf, SUPER, TEACHER, TRAINER, trainingBody } from './support.ts';

/** A meeting server that answers every call with this XML, noting the URLs called. */
function answering(xml: string, calls: string[] = []): OutboundClient {
  const body = Buffer.from(xml);
  return {
    async request(url) {
      calls.push(String(url));
      return { status: 200, headers: {}, body, text: () => xml, json: () => undefined };
    },
    close: async () => undefined,
  };
}

describe('BigBlueButton checksum', () => {
  it("matches the API documentation's example", () => {
    const query = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
    expect(bbbChecksum('create', query, '639259d4-9dd8-4b25-bf01-95f9567eaf4b')).toBe(
      '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17',
    );
  });

  it('signs create and join calls over the exact query string sent', () => {
    const url = bbbCallUrl({ url: 'https://bbb.example.in/bigbluebutton/api/', secret: 's3cret' }, 'join', {
      fullName: 'Lakshmi Iyer',
      meetingID: 'room-1',
      role: 'VIEWER',
    });
    expect(url).toBe(
      `https://bbb.example.in/bigbluebutton/api/join?fullName=Lakshmi+Iyer&meetingID=room-1&role=VIEWER&checksum=${bbbChecksum('join', 'fullName=Lakshmi+Iyer&meetingID=room-1&role=VIEWER', 's3cret')}`,
    );
  });

  it('creates the meeting before handing out a join URL, and reports a refusal', async () => {
    const calls: string[] = [];
    const ok = bbbProvider(
      { url: 'https://bbb.example.in/bigbluebutton/api', secret: 'x' },
      answering('<response><returncode>SUCCESS</returncode></response>', calls),
    );
    const who = { userId: 9, name: 'Farah Siddiqui', email: 'f@demo.school', moderator: true };
    const url = await ok.joinUrl({ roomName: 'training-1-abc', title: 'Positive Discipline' }, who, {
      now: new Date(),
      validUntil: new Date(),
    });
    expect(calls[0]).toMatch(
      /\/create\?name=Positive\+Discipline&meetingID=training-1-abc&record=false&checksum=[0-9a-f]{40}$/,
    );
    expect(url).toMatch(
      /\/join\?fullName=Farah\+Siddiqui&meetingID=training-1-abc&role=MODERATOR&userID=9&redirect=true&checksum=[0-9a-f]{40}$/,
    );
    const refused = bbbProvider(
      { url: 'https://bbb.example.in/bigbluebutton/api', secret: 'x' },
      answering(
        '<response><returncode>FAILED</returncode><messageKey>checksumError</messageKey>' +
          '<message>You did not pass the checksum security check</message></response>',
      ),
    );
    await expect(
      refused.joinUrl({ roomName: 'r', title: 't' }, who, { now: new Date(), validUntil: new Date() }),
    ).rejects.toThrow('The meeting server refused: You did not pass the checksum security check');
  });
});

describe('Jitsi token', () => {
  it('is an HS256 JWT for one room with an expiry, signed with the app secret', async () => {
    const provider = jitsiProvider({ baseUrl: 'https://meet.example.in/', appId: 'portal', appSecret: 'jitsi-secret' });
    const now = new Date('2030-06-10T04:30:00Z');
    const url = await provider.joinUrl(
      { roomName: 'training-7-f00d', title: 'T' },
      { userId: 3, name: 'Lakshmi Iyer', email: 'teacher@demo.school', moderator: false },
      { now, validUntil: new Date('2030-06-10T06:30:00Z') },
    );
    const { origin, pathname, searchParams } = new URL(url);
    expect(`${origin}${pathname}`).toBe('https://meet.example.in/training-7-f00d');
    const token = searchParams.get('jwt')!;
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyHs256(token, 'another-secret')).toBeNull();
    expect(verifyHs256(token, 'jitsi-secret')).toMatchObject({
      aud: 'jitsi',
      iss: 'portal',
      sub: 'meet.example.in',
      room: 'training-7-f00d',
      exp: Date.parse('2030-06-10T06:30:00Z') / 1000,
      context: { user: { name: 'Lakshmi Iyer', email: 'teacher@demo.school', moderator: false } },
    });
  });

  it('falls back to a clearly labelled development secret', () => {
    expect(meetingSettingsFromEnv({}).usingDevelopmentSecret).toBe(true);
    expect(DEVELOPMENT_JITSI_SECRET).toMatch(/development-only/);
    expect(meetingSettingsFromEnv({ JITSI_APP_SECRET: 'real' }).usingDevelopmentSecret).toBe(false);
    expect(() => meetingSettingsFromEnv({ MEETING_PROVIDER: 'bbb' })).toThrow(
      'MEETING_PROVIDER=bbb needs BBB_URL and BBB_SECRET',
    );
    expect(
      meetingSettingsFromEnv({ MEETING_PROVIDER: 'bbb', BBB_URL: 'https://b/api', BBB_SECRET: 's' }).provider.name,
    ).toBe('bbb');
  });
});

describe('joining through the API', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let meetingID: number;
  let trainingID: number;
  let bbb: Server;
  const bbbCalls: string[] = [];
  let forgetStandIn = () => {};

  beforeAll(async () => {
    // A stand-in BigBlueButton server: the portal must create the meeting on it before joining.
    bbb = createServer((req, res) => {
      bbbCalls.push(req.url ?? '');
      res.end('<response><returncode>SUCCESS</returncode><meetingID>x</meetingID></response>');
    });
    await new Promise<void>((resolve) => bbb.listen(0, '127.0.0.1', resolve));
    process.env.MEETING_PROVIDER = 'bbb';
    const origin = `http://127.0.0.1:${(bbb.address() as AddressInfo).port}`;
    process.env.BBB_URL = `${origin}/bigbluebutton/api`;
    // The stand-in is an operator's service on this machine: allowed by its origin, as a deployment would list it.
    forgetStandIn = allowStandIn(origin);
    process.env.BBB_SECRET = 'test-bbb-secret';
    // The server takes its meeting settings from its config, read from the environment at start-up.
    t = await startTestApp({ meetings: meetingSettingsFromEnv() });
    ids = await idsOf(t, [TEACHER, TRAINER]);
    setClock(new Date('2030-06-10T08:00:00+05:30'));
    const created = await t.as(SUPER, {
      method: 'POST',
      url: '/api/trainings',
      payload: trainingBody({ trainers: [{ trainerUserID: ids[TRAINER], kind: 'Organizer' }] }),
    });
    trainingID = created.json().id;
    const info = (await t.as(TEACHER, { method: 'GET', url: '/api/online-meeting/meeting-info' })).json();
    meetingID = info.find((i: { id: number }) => i.id === trainingID).trainingOnlineMeetings[0].id;
  });
  afterAll(async () => {
    setClock(undefined);
    for (const name of ['MEETING_PROVIDER', 'BBB_URL', 'BBB_SECRET']) delete process.env[name];
    forgetStandIn();
    await t.close();
    bbb.close();
  });

  const getUrl = (email: string, id = meetingID) =>
    t.as(email, { method: 'GET', url: `/api/teacher-training/get-url?meetingID=${id}` });

  it('waits for the teacher to accept, then opens 15 minutes before the start, not earlier', async () => {
    setClock(new Date('2030-06-10T09:50:00+05:30'));
    expect((await getUrl(TEACHER)).json()).toMatchObject({
      statusCode: 403,
      message: 'Accept the invitation to join this training',
    });
    await t.as(TEACHER, {
      method: 'PUT',
      url: `/api/teacher-training/update-response/${trainingID}`,
      payload: { teacherUserID: ids[TEACHER], response: 'ACCEPTED' },
    });
    setClock(new Date('2030-06-10T09:44:00+05:30'));
    expect((await getUrl(TEACHER)).json()).toMatchObject({
      statusCode: 409,
      message: 'The meeting opens at 09:45 AM, 10-06-2030, 15 minutes before the training starts',
    });
    setClock(new Date('2030-06-10T09:46:00+05:30'));
    expect((await getUrl(TEACHER)).json()).toEqual({ referenceID: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
  });

  it("answers 'Meeting details not found!' for an unknown meeting or reference", async () => {
    expect((await getUrl(TEACHER, 999999)).json()).toMatchObject({
      statusCode: 404,
      message: 'Meeting details not found!',
    });
    expect(
      (await t.as(TEACHER, { method: 'GET', url: '/api/teacher-training/join/AAAAAAAAAAAAAAAAAAAAAA' })).json().message,
    ).toBe('Meeting details not found!');
  });

  it('refuses people who are not invited, and invited teachers who declined', async () => {
    setClock(new Date('2030-06-10T10:05:00+05:30'));
    expect((await getUrl('counsellor@demo.school')).statusCode).toBe(403);
    const notInvited = await getUrl(CENTRE_A);
    expect(notInvited.json()).toMatchObject({ statusCode: 403, message: 'You are not registered for this training' });
  });

  it('builds a signed BigBlueButton join URL on the server, only for the reference holder', async () => {
    setClock(new Date('2030-06-10T10:05:00+05:30'));
    const { referenceID } = (await getUrl(TEACHER)).json();
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/teacher-training/join/${referenceID}` })).statusCode).toBe(
      404,
    );
    const joined = await t.as(TEACHER, { method: 'GET', url: `/api/teacher-training/join/${referenceID}` });
    expect(joined.statusCode, joined.body).toBe(200);
    const body = joined.json();
    expect(body).toMatchObject({
      provider: 'bbb',
      trainingID,
      title: 'Positive Discipline in the Early Years',
    });
    expect(body).not.toHaveProperty('developmentSecret');
    const url = new URL(body.url);
    expect(url.pathname).toBe('/bigbluebutton/api/join');
    expect(url.searchParams.get('role')).toBe('VIEWER');
    expect(url.searchParams.get('fullName')).toBe('Lakshmi Iyer');
    const query = body.url.split('?')[1].replace(/&checksum=[0-9a-f]+$/, '');
    expect(url.searchParams.get('checksum')).toBe(bbbChecksum('join', query, 'test-bbb-secret'));
    expect(bbbCalls.some((c) => c.startsWith('/bigbluebutton/api/create?'))).toBe(true);
    // The public join page works with the reference alone; the trainer joins as moderator.
    const publicJoin = await t.app.inject({ method: 'GET', url: `/api/public/teacher-training/${referenceID}` });
    expect(publicJoin.statusCode).toBe(200);
    const trainerRef = (await getUrl(TRAINER)).json().referenceID;
    const asTrainer = (await t.as(TRAINER, { method: 'GET', url: `/api/teacher-training/join/${trainerRef}` })).json();
    expect(new URL(asTrainer.url).searchParams.get('role')).toBe('MODERATOR');
  });

  it('closes at the end, and a declined invitation cannot join', async () => {
    setClock(new Date('2030-06-10T11:30:00+05:30'));
    expect((await getUrl(TEACHER)).json()).toMatchObject({ statusCode: 409, message: 'The training is over' });
    setClock(new Date('2030-06-10T10:10:00+05:30'));
    await t.as(TEACHER, {
      method: 'PUT',
      url: `/api/teacher-training/update-response/${trainingID}`,
      payload: { teacherUserID: ids[TEACHER], response: 'DECLINED' },
    });
    expect((await getUrl(TEACHER)).json()).toMatchObject({ statusCode: 403, message: 'You declined this training' });
  });

  it('starts only near its start time, with a message saying from when', async () => {
    const start = () => t.as(SUPER, { method: 'POST', url: `/api/trainings/${trainingID}/start` });
    setClock(new Date('2030-06-03T10:00:00+05:30'));
    expect((await start()).json()).toMatchObject({
      statusCode: 409,
      message: 'This training starts at 10:00 AM, 10-06-2030: it can be started from 09:00 AM, 10-06-2030',
    });
    setClock(new Date('2030-06-10T09:05:00+05:30'));
    const started = await start();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('IN PROGRESS');
  });

  it('refuses a start before the hour ahead of its first session, after its end, and by a teacher', async () => {
    setClock(new Date('2030-06-10T08:00:00+05:30'));
    const created = await t.as(SUPER, {
      method: 'POST',
      url: '/api/trainings',
      payload: trainingBody({
        title: 'Circle Time Songs',
        fromDate: '2030-06-12',
        toDate: '2030-06-13',
        trainers: [{ trainerUserID: ids[TRAINER], kind: 'Organizer' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const start = (email = SUPER) => t.as(email, { method: 'POST', url: `/api/trainings/${id}/start` });
    const status = async () => (await t.as(SUPER, { method: 'GET', url: `/api/trainings/${id}` })).json().status;

    // A minute before the hour ahead of the first session: refused, saying from when, and nothing changes.
    setClock(new Date('2030-06-12T08:59:00+05:30'));
    expect((await start()).json()).toMatchObject({
      statusCode: 409,
      message: 'This training starts at 10:00 AM, 12-06-2030: it can be started from 09:00 AM, 12-06-2030',
    });
    expect(await status()).toBe('ACTIVE');
    // Once its last session has ended it is completed, not started.
    setClock(new Date('2030-06-13T11:30:00+05:30'));
    expect((await start()).json()).toMatchObject({
      statusCode: 409,
      message: 'The training is over: complete it instead of starting it',
    });
    // On time, a teacher may not start it; head office may, once.
    setClock(new Date('2030-06-12T09:00:00+05:30'));
    expect((await start(TEACHER)).statusCode).toBe(403);
    expect(await status()).toBe('ACTIVE');
    const started = await start();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('IN PROGRESS');
    expect((await start()).statusCode).toBe(409);
    // A cancelled training cannot be started at all.
    expect((await t.as(SUPER, { method: 'POST', url: `/api/trainings/${id}/cancel` })).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(409);
    expect(await status()).toBe('CANCELLED');
  });
});
