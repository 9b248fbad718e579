import { describe, expect, it } from 'vitest';
import { clockMinutes, trainingNotices, trainingsOverlap, type MeetingInfoTraining } from '../shared/index.ts';

/** Minutes on the training clock for an India wall time. */
const at = (isoLocal: string) => clockMinutes(new Date(`${isoLocal}:00+05:30`));

const TEACHER = 7;
function training(over: Partial<MeetingInfoTraining> = {}): MeetingInfoTraining {
  return {
    id: 1,
    title: 'Positive Discipline',
    status: 'ACTIVE',
    fromDate: '2030-06-10',
    toDate: '2030-06-10',
    fromTime: '10:00',
    toTime: '11:30',
    teacherEnrollment: [{ teacherUserID: TEACHER, response: 'PENDING' }],
    trainingOnlineMeetings: [{ id: 5, trainingID: 1 }],
    canRegister: false,
    isTrainer: false,
    feedbackGiven: false,
    ...over,
  };
}
const kinds = (list: MeetingInfoTraining[], now: number, user = TEACHER) =>
  trainingNotices(list, user, now).map((n) => n.kind);

describe('clock', () => {
  it('reads India wall time whatever the machine zone', () => {
    expect(at('2030-06-10T10:00') % 1440).toBe(600);
    expect(clockMinutes(new Date('2030-06-10T04:30:00Z')) % 1440).toBe(600);
  });
});

describe('schedule notice', () => {
  it("shows on the start day before the end, with the spec's text and Accept/Reject for a pending teacher", () => {
    const [notice] = trainingNotices([training()], TEACHER, at('2030-06-10T08:00'));
    expect(notice).toMatchObject({
      kind: 'schedule',
      message: 'Training scheduled at 10:00 AM, 10-06-2030',
      actions: ['accept', 'reject'],
    });
  });

  it('is gone once the teacher has answered (the notification is dismissed)', () => {
    expect(
      kinds(
        [training({ teacherEnrollment: [{ teacherUserID: TEACHER, response: 'ACCEPTED' }] })],
        at('2030-06-10T08:00'),
      ),
    ).not.toContain('schedule');
  });

  it('offers Register to a supervisor', () => {
    const [notice] = trainingNotices(
      [training({ teacherEnrollment: [], canRegister: true })],
      99,
      at('2030-06-10T08:00'),
    );
    expect(notice.actions).toEqual(['register']);
  });

  it('does not show the day before (the invitation notice does), nor at or after the end time', () => {
    expect(kinds([training()], at('2030-06-09T23:59'))).toEqual(['invitation']);
    expect(kinds([training()], at('2030-06-10T11:29'))).toContain('schedule');
    expect(kinds([training()], at('2030-06-10T11:30'))).not.toContain('schedule');
  });
});

describe('join notice', () => {
  const accepted = () => training({ teacherEnrollment: [{ teacherUserID: TEACHER, response: 'ACCEPTED' }] });

  it('is hidden 16 minutes before the start and shown 14 minutes before', () => {
    expect(kinds([accepted()], at('2030-06-10T09:44'))).not.toContain('join');
    expect(kinds([accepted()], at('2030-06-10T09:45'))).toContain('join');
    expect(kinds([accepted()], at('2030-06-10T09:46'))).toContain('join');
  });

  it('waits for a pending invitation to be accepted', () => {
    expect(kinds([training()], at('2030-06-10T10:05'))).toEqual(['schedule']);
  });

  it("reads 'Training starts at' and carries the meeting id", () => {
    const notice = trainingNotices([accepted()], TEACHER, at('2030-06-10T10:05')).find((n) => n.kind === 'join')!;
    expect(notice).toMatchObject({
      message: 'Training starts at 10:00 AM, 10-06-2030',
      actions: ['join'],
      meetingID: 5,
    });
  });

  it('closes at the end minute, when the feedback notice takes over', () => {
    expect(kinds([accepted()], at('2030-06-10T11:29'))).toContain('join');
    expect(kinds([accepted()], at('2030-06-10T11:30'))).toEqual(['feedback']);
  });

  it('is not offered to a teacher who declined, nor to someone not invited', () => {
    expect(
      kinds(
        [training({ teacherEnrollment: [{ teacherUserID: TEACHER, response: 'DECLINED' }] })],
        at('2030-06-10T10:10'),
      ),
    ).toEqual([]);
    expect(kinds([training()], at('2030-06-10T10:10'), 123)).toEqual([]);
  });

  it('is offered to the trainers', () => {
    expect(kinds([training({ teacherEnrollment: [], isTrainer: true })], at('2030-06-10T10:10'), 123)).toEqual([
      'join',
    ]);
  });

  it('shows on every day of a multi-day training, dated that day, but not between sessions', () => {
    const t = training({ toDate: '2030-06-12', teacherEnrollment: [{ teacherUserID: TEACHER, response: 'ACCEPTED' }] });
    const second = trainingNotices([t], TEACHER, at('2030-06-11T10:30'));
    expect(second).toEqual([
      expect.objectContaining({ kind: 'join', message: 'Training starts at 10:00 AM, 11-06-2030' }),
    ]);
    expect(kinds([t], at('2030-06-11T12:00'))).toEqual([]);
    expect(kinds([t], at('2030-06-12T09:50'))).toEqual(['join']);
    // The schedule notice belongs to the first day only.
    expect(kinds([t], at('2030-06-11T08:00'))).toEqual([]);
  });

  it('runs across midnight for a late-evening session', () => {
    const t = training({
      fromTime: '23:30',
      toTime: '00:30',
      teacherEnrollment: [{ teacherUserID: TEACHER, response: 'ACCEPTED' }],
    });
    expect(kinds([t], at('2030-06-10T23:14'))).toEqual([]);
    expect(kinds([t], at('2030-06-10T23:16'))).toEqual(['join']);
    const afterMidnight = trainingNotices([t], TEACHER, at('2030-06-11T00:10'));
    expect(afterMidnight).toEqual([
      expect.objectContaining({ kind: 'join', message: 'Training starts at 11:30 PM, 10-06-2030' }),
    ]);
    expect(kinds([t], at('2030-06-11T00:30'))).toEqual(['feedback']);
  });

  it('is not shown for cancelled or completed trainings', () => {
    expect(kinds([training({ status: 'CANCELLED' })], at('2030-06-10T10:10'))).toEqual([]);
    expect(
      kinds(
        [training({ status: 'COMPLETED', teacherEnrollment: [{ teacherUserID: TEACHER, response: 'ACCEPTED' }] })],
        at('2030-06-10T10:10'),
      ),
    ).toEqual([]);
  });
});

describe('feedback notice', () => {
  const accepted = training({
    toDate: '2030-06-12',
    teacherEnrollment: [{ teacherUserID: TEACHER, response: 'ACCEPTED' }],
  });

  it("shows on the end date once the end time has passed, reading 'Training ended at'", () => {
    expect(trainingNotices([accepted], TEACHER, at('2030-06-12T11:31'))).toEqual([
      expect.objectContaining({
        kind: 'feedback',
        message: 'Training ended at 11:30 AM, 12-06-2030',
        actions: ['feedback'],
      }),
    ]);
  });

  it('does not show after the earlier days of a multi-day training', () => {
    expect(kinds([accepted], at('2030-06-10T11:31'))).toEqual([]);
  });

  it('is gone the next day and once feedback is given', () => {
    expect(kinds([accepted], at('2030-06-13T09:00'))).toEqual([]);
    expect(kinds([{ ...accepted, feedbackGiven: true }], at('2030-06-12T12:00'))).toEqual([]);
  });
});

describe('trainer overlap', () => {
  const base = { fromDate: '2030-06-10', toDate: '2030-06-12', fromTime: '10:00', toTime: '11:00' };
  it('finds sessions that share time on a shared day', () => {
    expect(
      trainingsOverlap(base, { fromDate: '2030-06-12', toDate: '2030-06-12', fromTime: '10:30', toTime: '12:00' }),
    ).toBe(true);
    expect(
      trainingsOverlap(base, { fromDate: '2030-06-12', toDate: '2030-06-14', fromTime: '11:00', toTime: '12:00' }),
    ).toBe(false);
    expect(
      trainingsOverlap(base, { fromDate: '2030-06-13', toDate: '2030-06-13', fromTime: '10:00', toTime: '11:00' }),
    ).toBe(false);
  });
  it('sees a session past midnight meeting the next morning', () => {
    const late = { fromDate: '2030-06-09', toDate: '2030-06-09', fromTime: '23:00', toTime: '10:30' };
    expect(trainingsOverlap(late, base)).toBe(true);
    expect(trainingsOverlap(base, late)).toBe(true);
  });
});
