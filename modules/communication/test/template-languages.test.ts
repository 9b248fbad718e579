import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { MESSAGES } from '../shared/index.ts';
import { commDeliveries, setChannels, smsGatewayChannel, smtpChannel } from '../server/index.ts';
import {
  CENTRE_A,
  childOf,
  PARENT,
  PARENT_2,
  runDeliveries,
  startGateway,
  startSmtp,
  SUPER,
  templateId,
} from './support.ts';

/** Fee reminders in the parent's language: a translation of a template goes to the parents who read its language. */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtp({});
  gateway = await startGateway();
  setChannels({
    email: smtpChannel(smtp.url, 'Portal <no-reply@demo.school>'),
    sms: smsGatewayChannel({ url: gateway.url, apiKey: 'test', timeoutMs: 300 }),
    callbackToken: 'callback-secret',
    retryDelayMs: 3_600_000,
  });
});
afterAll(async () => {
  setChannels({});
  await smtp.close();
  await gateway.close();
  await t.close();
});
afterEach(async () => {
  await speaks(PARENT, 'en');
  await speaks(PARENT_2, 'en');
});

const speaks = async (email: string, language: string) => {
  const res = await t.as(email, { method: 'PUT', url: '/api/admin/me/language', payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
};

/** The child of a parent account, by name, and its class. */
async function childNamed(email: string) {
  const child = await childOf(t, email);
  const [row] = await t.db.db
    .select({ first: students.firstName, last: students.lastName, mobile: students.parentMobile })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(eq(studentAdmissions.id, child.id));
  return { ...child, name: `${row.first} ${row.last}`.trim(), mobile: row.mobile };
}

async function sendToClass(templateName: string, extra: object = {}) {
  const child = await childOf(t, PARENT);
  const res = await t.as(CENTRE_A, {
    method: 'POST',
    url: '/api/communications/send',
    payload: {
      templateId: await templateId(t, templateName),
      audience: { franchiseeId: child.franchiseeId, kind: 'CLASS', classId: child.classId },
      values: { feeDue: '4,500' },
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  return { id, rows: await t.db.db.select().from(commDeliveries).where(eq(commDeliveries.sendId, id)) };
}

describe('fee reminders in the parent’s language', () => {
  it('sends a Hindi-speaking parent the Hindi reminder and the others the English one', async () => {
    await speaks(PARENT, 'hi');
    const child = await childNamed(PARENT);
    const { id, rows } = await sendToClass('Fee reminder (email)');
    // The child's record has no email of its own: each account linked to the child is written to at its own
    // address, the Hindi-speaking parent in Hindi (parent-teacher@, linked to the same child, in English).
    const mine = rows.find((r) => r.address === PARENT)!;
    expect(mine.subject).toBe(`${child.name} की फ़ीस की याद`);
    expect(mine.body).toContain(`${child.name}`);
    expect(mine.body).toContain('की 4,500 फ़ीस');
    expect(mine.body).toMatch(/\d\d-\d\d-\d{4} तक जमा करनी है/);
    expect(mine.templateId).toBe(await templateId(t, 'Fee reminder (email) — हिन्दी'));
    const others = rows.filter((r) => r !== mine);
    expect(others.some((r) => r.body.includes(child.name))).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) expect(r.subject).toMatch(/^Fee reminder for /);

    await runDeliveries(t, id);
    const mail = smtp.inbox.find((m) => m.to.includes(mine.address))!;
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    expect((await t.db.db.select().from(commDeliveries).where(eq(commDeliveries.id, mine.id)))[0].status).toBe('SENT');
  });

  it('sends the SMS in Tamil under the Tamil DLT registration', async () => {
    await speaks(PARENT, 'ta');
    const child = await childNamed(PARENT);
    expect(child.mobile).toBeTruthy();
    const { id, rows } = await sendToClass('Fee reminder (SMS)', { values: { feeDue: '4500' } });
    const mine = rows.find((r) => r.body.includes(child.name))!;
    expect(mine.body).toMatch(/^அன்புள்ள பெற்றோரே, .* அவர்களின் Rs 4500 கட்டணத்தை \d\d-\d\d-\d{4} க்குள்/);
    await runDeliveries(t, id);
    const call = gateway.calls.find((c) => c.message === mine.body)!;
    expect(call).toMatchObject({ sender: 'KIDSPT', dlt_template_id: '1107161234567890203' });
    const english = gateway.calls.find((c) => c.message.startsWith('Dear Parent, fee of Rs 4500'));
    expect(english?.dlt_template_id).toBe('1107161234567890123');
  });

  it('falls back to English without a translation, and sends words the sender wrote as written', async () => {
    const child = await childNamed(PARENT);
    await speaks(PARENT, 'kn');
    await t.as(SUPER, {
      method: 'PUT',
      url: `/api/comm-templates/${await templateId(t, 'Fee reminder (email) — ಕನ್ನಡ')}`,
      payload: { isActive: false },
    });
    try {
      const plain = await sendToClass('Fee reminder (email)');
      expect(plain.rows.find((r) => r.body.includes(child.name))!.subject).toMatch(/^Fee reminder for /);
    } finally {
      await t.as(SUPER, {
        method: 'PUT',
        url: `/api/comm-templates/${await templateId(t, 'Fee reminder (email) — ಕನ್ನಡ')}`,
        payload: { isActive: true },
      });
    }
    await speaks(PARENT, 'hi');
    const written = await sendToClass('Fee reminder (email)', {
      subject: 'Fees for {childName}',
      body: 'Dear {parentName}, please pay {feeDue} for {childName} this week.',
    });
    const mine = written.rows.find((r) => r.body.includes(child.name))!;
    expect(mine.subject).toBe(`Fees for ${child.name}`);
    expect(mine.templateId).toBeNull();
  });

  it('keeps a translation to an English template of its own type', async () => {
    const create = (payload: object) => t.as(SUPER, { method: 'POST', url: '/api/comm-templates', payload });
    const smsVariant = await templateId(t, 'Fee reminder (SMS) — हिन्दी');
    const base = {
      userType: 'PARENT',
      page: 'SEND_EMAIL',
      type: 'EMAIL',
      subject: 'फ़ीस',
      body: '{childName} की फ़ीस {feeDue}',
    };
    const ofVariant = await create({ ...base, name: 'Bad one', language: 'hi', variantOf: smsVariant });
    expect(ofVariant.statusCode).toBe(400);
    expect(ofVariant.json().message).toContain(MESSAGES.variantBase);
    const otherType = await create({
      ...base,
      name: 'Bad two',
      language: 'kn',
      variantOf: await templateId(t, 'Fee reminder (SMS)'),
    });
    expect(otherType.statusCode).toBe(400);
    const english = await create({
      ...base,
      name: 'Bad three',
      language: 'en',
      variantOf: await templateId(t, 'Fee reminder (email)'),
    });
    expect(english.statusCode).toBe(400);
    const again = await create({
      ...base,
      name: 'Second Hindi',
      language: 'hi',
      variantOf: await templateId(t, 'Fee reminder (email)'),
    });
    expect(again.statusCode).toBe(409);
    const list = await t.as(SUPER, { method: 'GET', url: '/api/comm-templates?language=ta' });
    expect(list.json().rows.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Fee reminder (email) — தமிழ்', 'Fee reminder (SMS) — தமிழ்']),
    );
  });
});
