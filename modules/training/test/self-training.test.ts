import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, figure } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { staffTrained, teacherAssessments } from '../server/index.ts';
import { scorePaper } from '../server/scoring.ts';
import { TRAINING_STAFF_TRAINED } from '../shared/figures.ts';
import { CENTRE_A, CENTRE_B, SUPER, TEACHER, TRAINER } from './support.ts';

describe('scorePaper', () => {
  const key = [
    { id: 1, correctOption: 2, marks: 1 },
    { id: 2, correctOption: 1, marks: 2 },
    { id: 3, correctOption: 3, marks: 1 },
  ];
  it('adds the marks of right answers and rounds the percent down', () => {
    expect(scorePaper(key, { 1: 2, 2: 1, 3: 1 }, 75)).toEqual({ score: 3, maxScore: 4, percent: 75, passed: true });
    expect(scorePaper(key, { 1: 2, 3: 3 }, 60)).toEqual({ score: 2, maxScore: 4, percent: 50, passed: false });
    expect(scorePaper([...key, { id: 4, correctOption: 1, marks: 2 }], { 1: 2, 2: 1, 3: 3 }, 67)).toEqual({
      score: 4,
      maxScore: 6,
      percent: 66,
      passed: false,
    });
  });
  it('gives nothing for blank or unknown answers', () => {
    expect(scorePaper(key, { 1: null, 9: 2 }, 10)).toEqual({ score: 0, maxScore: 4, percent: 0, passed: false });
  });
});

describe('self-training API', () => {
  let t: TestApp;
  let assessmentId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [{ id: assessmentId }] = await t.db.db
      .select({ id: teacherAssessments.id })
      .from(teacherAssessments)
      .where(eq(teacherAssessments.title, 'Phonemic awareness check'));
  });
  afterAll(() => t.close());

  it('hands teachers the paper without the answers', async () => {
    const paper = (
      await t.as(TEACHER, { method: 'GET', url: `/api/self-training/assessments/${assessmentId}/paper` })
    ).json();
    expect(paper).toMatchObject({
      assessmentType: 'Interractive Worksheet',
      passMarkPercent: 60,
      maxAttempts: 3,
      attemptsUsed: 0,
    });
    expect(paper.questions).toHaveLength(4);
    expect(JSON.stringify(paper)).not.toContain('correctOption');
    expect(
      (await t.as(TEACHER, { method: 'GET', url: `/api/teacher-assessments/${assessmentId}/questions` })).statusCode,
    ).toBe(403);
  });

  it('scores attempts automatically and stops at the attempt limit', async () => {
    const paper = (
      await t.as(TEACHER, { method: 'GET', url: `/api/self-training/assessments/${assessmentId}/paper` })
    ).json();
    const [q1, q2, q3, q4] = paper.questions.map((q: { id: number }) => String(q.id));
    const submit = (answers: Record<string, number | null>) =>
      t.as(TEACHER, {
        method: 'POST',
        url: `/api/self-training/assessments/${assessmentId}/attempts`,
        payload: { answers },
      });
    // Marks 1, 1, 2, 1: right answers are 2, 2, 2, 3.
    const first = await submit({ [q1]: 1, [q2]: 2, [q3]: 1, [q4]: null });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      attemptNo: 1,
      score: 1,
      maxScore: 5,
      percent: 20,
      passed: false,
      attemptsLeft: 2,
    });
    expect((await submit({ [q1]: 2, [q2]: 2, [q3]: 2, [q4]: 1 })).json()).toMatchObject({
      attemptNo: 2,
      score: 4,
      percent: 80,
      passed: true,
      attemptsLeft: 1,
    });
    expect((await submit({ 999999: 1 })).json()).toMatchObject({
      statusCode: 400,
      message: 'This question is not part of the assessment',
    });
    expect((await submit({ [q1]: 5 })).json().message).toBe('No such option');
    expect((await submit({ [q1]: 2, [q2]: 2, [q3]: 2, [q4]: 3 })).json()).toMatchObject({ attemptNo: 3, percent: 100 });
    expect((await submit({ [q1]: 2 })).json()).toMatchObject({
      statusCode: 409,
      message: 'All 3 attempts have been used',
    });
  });

  it('saves a whole question paper, keeping the ids of kept questions', async () => {
    const [{ id: bridgeQuiz }] = await t.db.db
      .select({ id: teacherAssessments.id })
      .from(teacherAssessments)
      .where(eq(teacherAssessments.title, 'Bridge Course readiness quiz'));
    const url = `/api/teacher-assessments/${bridgeQuiz}/questions`;
    const before = (await t.as(TRAINER, { method: 'GET', url })).json().rows as {
      id: number;
      question: string;
      options: string[];
      correctOption: number;
      marks: number;
    }[];
    expect(before).toHaveLength(2);
    const bad = await t.as(TRAINER, {
      method: 'PUT',
      url,
      payload: { questions: [{ question: 'Pick one', options: ['A', 'B'], correctOption: 3, marks: 1 }] },
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'Right option must be between 1 and 2' });
    const saved = await t.as(TRAINER, {
      method: 'PUT',
      url,
      payload: {
        questions: [
          { ...before[1], marks: 2 },
          {
            question: 'Which is a pre-writing stroke?',
            options: ['Standing line', 'Cursive word'],
            correctOption: 1,
            marks: 1,
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = saved.json().rows;
    expect(rows.map((r: { id: number; marks: number }) => [r.id === before[1].id, r.marks])).toEqual([
      [true, 2],
      [false, 1],
    ]);
    expect((await t.as(CENTRE_A, { method: 'PUT', url, payload: { questions: [] } })).statusCode).toBe(403);
  });

  it('lets teachers enrol themselves only, and head office approve', async () => {
    const me = (await t.as(TEACHER, { method: 'GET', url: '/api/staff-me' })).json();
    const topics = (await t.as(SUPER, { method: 'GET', url: '/api/training-topics' })).json().rows as {
      id: number;
      name: string;
    }[];
    const bridge = topics.find((x) => x.name === 'Bridge Course Readiness')!;
    const others = (await t.as(CENTRE_A, { method: 'GET', url: '/api/staff?staffCategory=TEACHER' })).json().rows as {
      id: number;
    }[];
    const colleague = others.find((o) => o.id !== me.id)!;
    expect(
      (
        await t.as(TEACHER, {
          method: 'POST',
          url: '/api/teacher-enrollments',
          payload: { staffId: colleague.id, topicId: bridge.id },
        })
      ).statusCode,
    ).toBe(403);
    const mine = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/teacher-enrollments',
      payload: { staffId: me.id, topicId: bridge.id },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ status: 'PENDING', franchiseeId: 2 });
    const bridgeModule = (await t.as(TEACHER, { method: 'GET', url: '/api/self-training/my' }))
      .json()
      .topics.find((x: { id: number }) => x.id === bridge.id).modules[0];
    expect(
      (await t.as(TEACHER, { method: 'GET', url: `/api/self-training/modules/${bridgeModule.id}` })).json().message,
    ).toBe('Enrol in this topic and wait for approval to open its modules');
    expect(
      (await t.as(TEACHER, { method: 'POST', url: `/api/teacher-enrollments/${mine.json().id}/approve` })).statusCode,
    ).toBe(403);
    const approved = await t.as(TRAINER, {
      method: 'POST',
      url: `/api/teacher-enrollments/${mine.json().id}/approve`,
      payload: {},
    });
    expect(approved.json().status, approved.body).toBe('APPROVED');
    expect(
      (await t.as(TEACHER, { method: 'GET', url: `/api/self-training/modules/${bridgeModule.id}` })).json(),
    ).toMatchObject({ title: 'Readiness checklist for Grade 1', contentType: 'TEXT' });
    expect(
      (await t.as(TEACHER, { method: 'POST', url: `/api/self-training/modules/${bridgeModule.id}/complete` })).json(),
    ).toEqual({ moduleId: bridgeModule.id, completed: true });
  });

  it('reports performance per teacher and per centre, fenced', async () => {
    const all = (await t.as(SUPER, { method: 'GET', url: '/api/self-training/performance' })).json();
    const lakshmi = all.teachers.find((x: { name: string }) => x.name === 'Lakshmi Iyer');
    expect(lakshmi, JSON.stringify(lakshmi)).toMatchObject({
      centre: 'Little Sprouts Preschool Indiranagar',
      topicsApproved: 2,
      modulesCompleted: 1,
      modulesTotal: 3,
      completionPercent: 33,
      assessmentsTaken: 1,
      assessmentsPassed: 1,
      averageScore: 100,
    });
    expect(all.centres.find((c: { franchiseeId: number }) => c.franchiseeId === 2)).toMatchObject({ teachers: 3 });
    const fromB = (await t.as(CENTRE_B, { method: 'GET', url: '/api/self-training/performance' })).json();
    expect(fromB.teachers.every((x: { franchiseeId: number }) => x.franchiseeId === 3)).toBe(true);
    expect(
      (await t.as(CENTRE_B, { method: 'GET', url: `/api/self-training/performance/${lakshmi.staffId}` })).statusCode,
    ).toBe(404);
    const own = (
      await t.as(TEACHER, { method: 'GET', url: `/api/self-training/performance/${lakshmi.staffId}` })
    ).json();
    expect(own.attempts).toHaveLength(3);
  });

  it('serves the share of a centre’s active teachers trained, from the staff module’s active staff', async () => {
    const today = todayInIndia();
    const system = () => everyFranchiseeContext(anonymousContext(t.db.db));
    const day = { from: today, to: today };
    const counted = () => staffTrained(system(), { franchiseeId: 2 }, day);
    const before = await counted();
    expect((await figure(system(), TRAINING_STAFF_TRAINED, { franchiseeId: 2 }, day)).value).toBe(before.percent);

    // Fatima completes every module of the topic she is enrolled in: one more teacher trained.
    const mine = (await t.as('teacher2@demo.school', { method: 'GET', url: '/api/self-training/my' })).json() as {
      staffId: number;
      topics: { enrollment: { status: string } | null; modules: { id: number; completed: boolean }[] }[];
    };
    const open = mine.topics
      .filter((topic) => topic.enrollment?.status === 'APPROVED')
      .flatMap((topic) => topic.modules.filter((m) => !m.completed));
    expect(open.length).toBeGreaterThan(0);
    for (const m of open)
      expect(
        (
          await t.as('teacher2@demo.school', {
            method: 'POST',
            url: `/api/self-training/modules/${m.id}/complete`,
          })
        ).statusCode,
      ).toBe(200);
    const trained = await counted();
    expect(trained).toMatchObject({ teachers: before.teachers, trained: before.trained + 1 });
    expect((await figure(system(), TRAINING_STAFF_TRAINED, { franchiseeId: 2 }, day)).value).toBe(trained.percent);

    // A teacher with nothing assigned is not trained; one who left yesterday is no longer counted.
    const created = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/staff',
      payload: {
        firstName: 'Nandini',
        lastName: 'Bhat',
        mobile: '9886003301',
        staffCategory: 'TEACHER',
        designation: 'Assistant teacher',
        joiningDate: '2025-02-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.as(CENTRE_A, { method: 'POST', url: `/api/staff/${created.json().id}/approve`, payload: {} });
    expect(await counted()).toMatchObject({ teachers: before.teachers + 1, trained: before.trained + 1 });
    const left = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/staff/${mine.staffId}/markLeft`,
      payload: { leftOn: addDays(today, -1), leavingReason: 'RESIGNED' },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await counted()).toMatchObject({ teachers: before.teachers, trained: before.trained });
  });
});
