import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { setClock, trainingEnrollments } from '../server/index.ts';
import { addTeachers, CENTRE_A, CENTRE_B, idsOf, SUPER, TEACHER, TRAINER, TRAINER_2, trainingBody } from './support.ts';
import { apiAs, newTraining, type Method } from './support.ts';

let t: TestApp;
let ids: Record<string, number>;
const clock = (local: string) => setClock(new Date(`${local}:00+05:30`));

beforeAll(async () => {
  t = await startTestApp();
  ids = await idsOf(t, [TEACHER, TRAINER, TRAINER_2, CENTRE_A, 'counsellor@demo.school']);
});
afterAll(async () => {
  setClock(undefined);
  await t.close();
});
afterEach(() => clock('2030-06-10T08:00'));

const api = (email: string, method: Method, url: string, payload?: unknown) => apiAs(t, email, method, url, payload);
/** Head office proposes a training: the default one of trainingBody with these changes. */
const propose = (over: Record<string, unknown> = {}) => api(SUPER, 'POST', '/api/trainings', trainingBody(over));

const createTraining = (over: Record<string, unknown> = {}) => newTraining(t, ids[TRAINER], over);

async function meetingOf(trainingId: number, email = TEACHER): Promise<number> {
  const info = (await api(email, 'GET', '/api/online-meeting/meeting-info')).json() as {
    id: number;
    trainingOnlineMeetings: { id: number }[];
  }[];
  return info.find((i) => i.id === trainingId)!.trainingOnlineMeetings[0].id;
}

describe('creating a trainer-led training', () => {
  it("invites the audience (franchisee-a's teachers), each PENDING, by email too", async () => {
    const { id, invited } = await createTraining();
    // The three teacher accounts of centre 002 (teacher, teacher2, parent-teacher).
    expect(invited).toBe(3);
    const rows = await t.db.db.select().from(trainingEnrollments).where(eq(trainingEnrollments.trainingId, id));
    expect(rows.find((r) => r.teacherUserId === ids[TEACHER])).toMatchObject({ franchiseeId: 2, response: 'PENDING' });
    expect(rows.every((r) => r.franchiseeId === 2 && r.response === 'PENDING')).toBe(true);
    const mails = await t.db.db.select().from(outbox).where(eq(outbox.recipient, TEACHER));
    expect(mails.some((m) => m.subject === 'Training scheduled: Positive Discipline in the Early Years')).toBe(true);
    const details = (await api(SUPER, 'GET', `/api/trainings/${id}/details`)).json();
    expect(details).toMatchObject({
      status: 'ACTIVE',
      capacity: 20,
      registered: 3,
      trainers: [{ trainerUserID: ids[TRAINER], kind: 'Organizer', name: 'Farah Siddiqui' }],
    });
    expect(details.trainingOnlineMeetings).toHaveLength(1);
  });

  it('refuses bad input with messages', async () => {
    clock('2030-06-10T08:00');
    const res = await propose({ toDate: '2030-06-09', trainers: [{ trainerUserID: ids[TRAINER], kind: 'Speaker' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ 'trainers.0.kind': 'Kind must be Organizer, Moderator, Expert' });
    const backwards = await propose({
      toDate: '2030-06-09',
      trainers: [{ trainerUserID: ids[TRAINER], kind: 'Expert' }],
    });
    expect(backwards.json().fieldErrors).toEqual({ toDate: 'To date must not be before the from date' });
    // 11:00 to 10:00 is not a 23-hour session; 23:30 to 00:30 is an hour past midnight.
    const endsFirst = await propose({ fromTime: '11:00', toTime: '10:00' });
    expect(endsFirst.statusCode).toBe(400);
    expect(endsFirst.json().fieldErrors).toMatchObject({
      toTime: 'The session ends before it starts: a day’s session lasts at most 12 hours',
    });
    const past = await propose({
      fromDate: '2030-06-01',
      toDate: '2030-06-01',
      trainers: [{ trainerUserID: ids[TRAINER], kind: 'Expert' }],
    });
    expect(past.json()).toMatchObject({ statusCode: 400, message: 'A training cannot start in the past' });
    const centreTrainer = await propose({ trainers: [{ trainerUserID: ids[TEACHER], kind: 'Expert' }] });
    expect(centreTrainer.json().message).toBe('Trainers must be active head-office users');
  });

  it('refuses a training the audience does not fit into', async () => {
    clock('2030-06-10T08:00');
    const res = await propose({
      fromDate: '2030-07-01',
      toDate: '2030-07-01',
      capacity: 1,
      audienceRoles: ['TEACHER', 'Councellor'],
      trainers: [{ trainerUserID: ids[TRAINER_2], kind: 'Expert' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The audience has 5 people but the training takes 1/);
  });

  it('refuses overlapping trainings for a trainer, also across midnight, and allows them once cancelled', async () => {
    const first = await createTraining({
      fromDate: '2030-08-01',
      toDate: '2030-08-03',
      fromTime: '14:00',
      toTime: '16:00',
      audienceRoles: ['Councellor'],
    });
    const clash = await propose({
      fromDate: '2030-08-03',
      toDate: '2030-08-03',
      fromTime: '15:30',
      toTime: '17:00',
      audienceRoles: ['Councellor'],
      trainers: [
        { trainerUserID: ids[TRAINER_2], kind: 'Expert' },
        { trainerUserID: ids[TRAINER], kind: 'Moderator' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(
      /^Farah Siddiqui is already training 'Positive Discipline in the Early Years' at that time/,
    );
    // An early session the next day, then a late-evening one running past midnight into it.
    const otherDay = await propose({
      fromDate: '2030-08-04',
      toDate: '2030-08-04',
      fromTime: '01:00',
      toTime: '03:00',
      audienceRoles: ['Councellor'],
      trainers: [{ trainerUserID: ids[TRAINER], kind: 'Expert' }],
    });
    expect(otherDay.statusCode, otherDay.body).toBe(201);
    const night = await propose({
      fromDate: '2030-08-03',
      toDate: '2030-08-03',
      fromTime: '23:00',
      toTime: '02:30',
      audienceRoles: ['Councellor'],
      trainers: [{ trainerUserID: ids[TRAINER], kind: 'Expert' }],
    });
    expect(night.statusCode).toBe(409);
    expect((await api(SUPER, 'POST', `/api/trainings/${first.id}/cancel`)).json().status).toBe('CANCELLED');
    const again = await propose({
      fromDate: '2030-08-03',
      toDate: '2030-08-03',
      fromTime: '15:30',
      toTime: '17:00',
      audienceRoles: ['Councellor'],
      trainers: [{ trainerUserID: ids[TRAINER], kind: 'Expert' }],
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is only for those holding the create permission', async () => {
    expect((await api(TEACHER, 'POST', '/api/trainings', trainingBody())).statusCode).toBe(403);
    expect((await api(CENTRE_A, 'POST', '/api/trainings', trainingBody())).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('lets the teacher accept their own invitation, once the server knows the teacher', async () => {
    const { id } = await createTraining({ fromDate: '2030-06-11', toDate: '2030-06-11' });
    const res = await api(TEACHER, 'PUT', `/api/teacher-training/update-response/${id}`, {
      teacherUserID: ids[TEACHER],
      response: 'ACCEPTED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ teacherUserID: ids[TEACHER], response: 'ACCEPTED' });
    const declined = await api(TEACHER, 'PUT', `/api/teacher-training/update-response/${id}`, {
      teacherUserID: ids[TEACHER],
      response: 'DECLINED',
    });
    expect(declined.json().response).toBe('DECLINED');
  });

  it('refuses answering for another teacher, answers nobody was asked, and made-up responses', async () => {
    const { id } = await createTraining({ fromDate: '2030-06-12', toDate: '2030-06-12' });
    const forOther = await api(TEACHER, 'PUT', `/api/teacher-training/update-response/${id}`, {
      teacherUserID: ids['counsellor@demo.school'],
      response: 'ACCEPTED',
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('You can only answer your own invitation');
    const notInvited = await api(TEACHER, 'PUT', '/api/teacher-training/update-response/999999', {
      teacherUserID: ids[TEACHER],
      response: 'ACCEPTED',
    });
    expect(notInvited.statusCode).toBe(404);
    const bad = await api(TEACHER, 'PUT', `/api/teacher-training/update-response/${id}`, {
      teacherUserID: ids[TEACHER],
      response: 'MAYBE',
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'Response must be ACCEPTED or DECLINED' });
    const [row] = await t.db.db
      .select()
      .from(trainingEnrollments)
      .where(and(eq(trainingEnrollments.trainingId, id), eq(trainingEnrollments.teacherUserId, ids[TEACHER])));
    expect(row.response).toBe('PENDING');
  });

  it('lists the training in meeting-info with the fields the notices need', async () => {
    const { id } = await createTraining({ trainers: [{ trainerUserID: ids[TRAINER_2], kind: 'Moderator' }] });
    clock('2030-06-10T09:00');
    const info = (await api(TEACHER, 'GET', '/api/online-meeting/meeting-info')).json();
    const mine = info.find((i: { id: number }) => i.id === id);
    expect(mine).toMatchObject({
      fromDate: '2030-06-10',
      toDate: '2030-06-10',
      fromTime: '10:00',
      toTime: '11:30',
      teacherEnrollment: [{ teacherUserID: ids[TEACHER], response: 'PENDING' }],
      canRegister: false,
      isTrainer: false,
    });
    expect(mine.trainingOnlineMeetings).toEqual([{ id: expect.any(Number), trainingID: id }]);
    // franchisee-b's owner registers staff of centre 3, which is not in this training's audience.
    const b = (await api(CENTRE_B, 'GET', '/api/online-meeting/meeting-info')).json();
    expect(b.find((i: { id: number }) => i.id === id)).toBeUndefined();
    const a = (await api(CENTRE_A, 'GET', '/api/online-meeting/meeting-info')).json();
    expect(a.find((i: { id: number }) => i.id === id)).toMatchObject({ canRegister: true });
  });
});

describe('lists for teachers and supervisors', () => {
  it("shows a teacher their invitations and a supervisor the trainings open to their centre's staff", async () => {
    const { id } = await createTraining({
      fromDate: '2030-12-01',
      toDate: '2030-12-01',
      audienceFranchiseeIds: [3],
      inviteAudience: false,
    });
    const mine = (await api(TEACHER, 'GET', '/api/teacher-training/my')).json().rows as {
      id: number;
      response: string;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.find((r) => r.id === id)).toBeUndefined();
    const openB = (await api(CENTRE_B, 'GET', '/api/trainings-open')).json().rows as { id: number }[];
    expect(openB.map((r) => r.id)).toContain(id);
    const openA = (await api(CENTRE_A, 'GET', '/api/trainings-open')).json().rows as { id: number }[];
    expect(openA.map((r) => r.id)).not.toContain(id);
    expect((await api(TEACHER, 'GET', '/api/trainings-open')).statusCode).toBe(403);
  });
});

describe('attendance', () => {
  it('marks a teacher present when they join, and by hand within the fence', async () => {
    const { id } = await createTraining({
      fromDate: '2030-10-01',
      toDate: '2030-10-01',
      audienceFranchiseeIds: [2, 3],
      inviteAudience: false,
    });
    const pune = await addTeachers(t, 3, 1, 'pune-attend');
    expect(
      (await api(CENTRE_B, 'POST', `/api/trainings/${id}/register-staff`, { teacherUserIDs: pune })).statusCode,
    ).toBe(200);
    expect(
      (await api(CENTRE_A, 'POST', `/api/trainings/${id}/register-staff`, { teacherUserIDs: [ids[TEACHER]] }))
        .statusCode,
    ).toBe(200);
    clock('2030-10-01T09:00');
    const early = await api(CENTRE_A, 'PUT', `/api/trainings/${id}/attendance`, {
      entries: [{ teacherUserID: ids[TEACHER], attendance: 'PRESENT' }],
    });
    expect(early.json()).toMatchObject({
      statusCode: 409,
      message: 'Attendance can be marked once the training has started',
    });
    clock('2030-10-01T10:05');
    // Only a teacher who accepted the invitation joins the meeting.
    await api(TEACHER, 'PUT', `/api/teacher-training/update-response/${id}`, {
      teacherUserID: ids[TEACHER],
      response: 'ACCEPTED',
    });
    const { referenceID } = (
      await api(TEACHER, 'GET', `/api/teacher-training/get-url?meetingID=${await meetingOf(id)}`)
    ).json();
    expect((await api(TEACHER, 'GET', `/api/teacher-training/join/${referenceID}`)).statusCode).toBe(200);
    const roster = (await api(CENTRE_A, 'GET', `/api/trainings/${id}/attendance`)).json();
    expect(roster.rows).toEqual([
      expect.objectContaining({ teacherUserID: ids[TEACHER], attendance: 'PRESENT', attendanceSource: 'JOIN' }),
    ]);
    // Centre A cannot mark centre B's teacher; centre B can.
    expect(
      (
        await api(CENTRE_A, 'PUT', `/api/trainings/${id}/attendance`, {
          entries: [{ teacherUserID: pune[0], attendance: 'ABSENT' }],
        })
      ).statusCode,
    ).toBe(404);
    const byB = await api(CENTRE_B, 'PUT', `/api/trainings/${id}/attendance`, {
      entries: [{ teacherUserID: pune[0], attendance: 'ABSENT' }],
    });
    expect(byB.json()).toEqual({ marked: 1 });
    const all = (await api(SUPER, 'GET', `/api/trainings/${id}/attendance`)).json().rows;
    expect(
      all.map((r: { attendance: string; attendanceSource: string }) => [r.attendance, r.attendanceSource]).sort(),
    ).toEqual([
      ['ABSENT', 'MANUAL'],
      ['PRESENT', 'JOIN'],
    ]);
    expect(
      (
        await api(TEACHER, 'PUT', `/api/trainings/${id}/attendance`, {
          entries: [{ teacherUserID: ids[TEACHER], attendance: 'PRESENT' }],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('feedback and reports', () => {
  it('takes one feedback per trainer from an invited teacher and reports it per trainer', async () => {
    const { id } = await createTraining({
      fromDate: '2030-11-05',
      toDate: '2030-11-05',
      trainers: [
        { trainerUserID: ids[TRAINER], kind: 'Organizer' },
        { trainerUserID: ids[TRAINER_2], kind: 'Expert' },
      ],
    });
    const body = {
      trainerUserID: ids[TRAINER_2],
      contentRating: 5,
      deliveryRating: 4,
      engagementRating: 5,
      overallRating: 4,
      comments: 'Loved the role plays.',
    };
    clock('2030-11-05T09:00');
    expect((await api(TEACHER, 'POST', `/api/trainings/${id}/feedback`, body)).json().message).toBe(
      'Feedback opens once the training has started',
    );
    clock('2030-11-05T11:40');
    const form = (await api(TEACHER, 'GET', `/api/trainings/${id}/feedback-form`)).json();
    expect(form.trainers.map((x: { kind: string; given: boolean }) => [x.kind, x.given])).toEqual([
      ['Organizer', false],
      ['Expert', false],
    ]);
    expect((await api(TEACHER, 'POST', `/api/trainings/${id}/feedback`, body)).statusCode).toBe(201);
    expect((await api(TEACHER, 'POST', `/api/trainings/${id}/feedback`, body)).json()).toMatchObject({
      statusCode: 409,
      message: 'You have already shared feedback on this trainer',
    });
    expect(
      (await api(TEACHER, 'POST', `/api/trainings/${id}/feedback`, { ...body, overallRating: 6 })).json().message,
    ).toBe('Overall rating must be 1 to 5');
    expect((await api('counsellor@demo.school', 'POST', `/api/trainings/${id}/feedback`, body)).statusCode).toBe(403);

    const report = (
      await api(SUPER, 'GET', '/api/trainer-feedback-report?fromDate=2030-11-01&toDate=2030-11-30')
    ).json().rows;
    expect(report).toEqual([
      expect.objectContaining({
        trainingID: id,
        trainerID: ids[TRAINER],
        kind: 'Organizer',
        responses: 0,
        overall: null,
      }),
      expect.objectContaining({
        trainingID: id,
        trainerID: ids[TRAINER_2],
        trainerName: 'Rohit Bhatia',
        kind: 'Expert',
        responses: 1,
        overall: 4,
        content: 5,
      }),
    ]);
    const one = (await api(SUPER, 'GET', `/api/trainer-feedback-report/${id}/${ids[TRAINER_2]}`)).json();
    expect(one.responses).toEqual([
      expect.objectContaining({
        teacherName: 'Lakshmi Iyer',
        centre: 'Little Sprouts Preschool Indiranagar',
        overallRating: 4,
        comments: 'Loved the role plays.',
      }),
    ]);
    // Centre B's owner sees the trainings but none of centre A's feedback.
    const fromB = (await api(CENTRE_B, 'GET', `/api/trainer-feedback-report/${id}/${ids[TRAINER_2]}`)).json();
    expect(fromB.responses).toEqual([]);
    const summary = (await api(SUPER, 'GET', '/api/trainer-led/report?fromDate=2030-11-01&toDate=2030-11-30')).json()
      .rows;
    expect(summary, JSON.stringify(summary)).toEqual([
      expect.objectContaining({ id, invited: 3, feedbackCount: 1, averageRating: 4 }),
    ]);
    const info = (await api(TEACHER, 'GET', '/api/online-meeting/meeting-info')).json();
    expect(info.find((i: { id: number }) => i.id === id).feedbackGiven).toBe(false);
  });
});
