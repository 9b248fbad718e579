/**
 * Spec section 4, training notifications, as one pure function of the trainings the
 * server sent and the current moment. The shell re-runs it as time passes.
 */
import type { InvitationResponse } from './constants.ts';
import { mayJoin } from './joining.ts';
import {
  currentSession,
  dateOfDay,
  displayDate,
  displayTime,
  firstSession,
  lastSession,
  type TrainingWindow,
} from './schedule.ts';

export interface MeetingInfoTraining extends TrainingWindow {
  id: number;
  title: string;
  status: string;
  teacherEnrollment: { teacherUserID: number; response: InvitationResponse }[];
  trainingOnlineMeetings: { id: number; trainingID: number }[];
  /** The viewer may register staff (supervisor, academic coordinator). */
  canRegister: boolean;
  /** The viewer is one of the trainers. */
  isTrainer: boolean;
  /** The viewer has already shared feedback. */
  feedbackGiven: boolean;
}

export type NoticeKind = 'invitation' | 'schedule' | 'join' | 'feedback';
export type NoticeAction = 'register' | 'accept' | 'reject' | 'join' | 'feedback';

export interface TrainingNotice {
  /** Stable per notice and session, for dismissing it. */
  key: string;
  kind: NoticeKind;
  trainingID: number;
  title: string;
  /** In English, in sentence case; the banner words it in the reader's language from `kind`, `time` and `date`. */
  message: string;
  /** hh:mm AM/PM and DD-MM-YYYY of the moment the notice names. */
  time: string;
  date: string;
  actions: NoticeAction[];
  meetingID: number | null;
}

const DAY = 1440;

/** A notice's words: what happens, at hh:mm AM/PM on DD-MM-YYYY (a stored HH:mm and YYYY-MM-DD). */
function words(what: string, clock: string, day: string): Pick<TrainingNotice, 'message' | 'time' | 'date'> {
  const time = displayTime(clock);
  const date = displayDate(day);
  return { message: `${what} ${time}, ${date}`, time, date };
}

/** Notices for `userId` at `now` (clock minutes on the training clock; see clockMinutes). */
export function trainingNotices(
  trainings: readonly MeetingInfoTraining[],
  userId: number,
  now: number,
): TrainingNotice[] {
  const today = Math.floor(now / DAY);
  const notices: TrainingNotice[] = [];
  for (const t of trainings) {
    if (t.status === 'CANCELLED') continue;
    const enrollment = t.teacherEnrollment.find((e) => e.teacherUserID === userId);
    const attending = (enrollment !== undefined && enrollment.response !== 'DECLINED') || t.isTrainer;
    const meetingID = t.trainingOnlineMeetings[0]?.id ?? null;
    const base = { trainingID: t.id, title: t.title, meetingID };

    // Invitation: an unanswered invitation to a training that starts on a later day (on its day the schedule
    // notice takes over).
    if (enrollment?.response === 'PENDING' && t.status !== 'COMPLETED' && dateOfDay(today) < t.fromDate) {
      notices.push({
        ...base,
        key: `invitation:${t.id}`,
        kind: 'invitation',
        ...words('You are invited: training at', t.fromTime, t.fromDate),
        actions: ['accept', 'reject'],
      });
    }

    // Schedule: the training starts today and its first session has not ended.
    const first = firstSession(t);
    if (dateOfDay(today) === t.fromDate && now < first.end) {
      const actions: NoticeAction[] = [];
      if (t.canRegister) actions.push('register');
      if (enrollment?.response === 'PENDING') actions.push('accept', 'reject');
      if (actions.length) {
        notices.push({
          ...base,
          key: `schedule:${t.id}`,
          kind: 'schedule',
          ...words('Training scheduled at', t.fromTime, t.fromDate),
          actions,
        });
      }
    }

    // Join: a session runs now, or starts within the lead time; for the trainers and the teachers who accepted.
    const who = { isTrainer: t.isTrainer, response: enrollment?.response ?? null };
    if (meetingID !== null && mayJoin(t, who, now)) {
      const session = currentSession(t, now);
      notices.push({
        ...base,
        key: `join:${t.id}:${session.date}`,
        kind: 'join',
        ...words('Training starts at', t.fromTime, session.date),
        actions: ['join'],
      });
    }

    // Feedback: the last session is over, on the day it ended.
    const last = lastSession(t);
    if (attending && !t.isTrainer && !t.feedbackGiven && now >= last.end && Math.floor(last.end / DAY) === today) {
      notices.push({
        ...base,
        key: `feedback:${t.id}`,
        kind: 'feedback',
        ...words('Training ended at', t.toTime, dateOfDay(today)),
        actions: ['feedback'],
      });
    }
  }
  return notices;
}
