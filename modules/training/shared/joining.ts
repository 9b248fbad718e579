/**
 * Who may open a training's meeting, and when; and when a training may be started. Pure rules shared by the
 * server (which refuses), the notices, the trainings list, the training's view and the teacher's home (which
 * show Join only when the server would let the person in).
 */
import { JOIN_LEAD_MINUTES, START_LEAD_MINUTES, type InvitationResponse } from './constants.ts';
import {
  currentSession,
  dateOfDay,
  displayDate,
  displayTime,
  firstSession,
  hasEnded,
  isJoinOpen,
  type TrainingWindow,
} from './schedule.ts';

export interface JoinableTraining extends TrainingWindow {
  status: string;
}

/** The person's part in the training: a trainer, an invited person with their answer, or neither. */
export interface Participation {
  isTrainer: boolean;
  response: InvitationResponse | string | null;
}

export type JoinRefusal = 'not-invited' | 'declined' | 'not-accepted' | 'cancelled' | 'completed' | 'early' | 'over';

/** Refusals about the person (403); the others are about the training's state or the clock (409). */
export const PERSONAL_REFUSALS: readonly JoinRefusal[] = ['not-invited', 'declined', 'not-accepted'];

const DAY = 1440;

/** Clock minutes as 'hh:mm A, DD-MM-YYYY'. */
export function displayMoment(minutes: number): string {
  const day = Math.floor(minutes / DAY);
  const m = minutes - day * DAY;
  const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${displayTime(hhmm)}, ${displayDate(dateOfDay(day))}`;
}

/** When the meeting of the running or next session opens (clock minutes). */
export function joinOpensAt(t: TrainingWindow, now: number): number {
  return currentSession(t, now).start - JOIN_LEAD_MINUTES;
}

/** Why the person may not open the meeting now, or null when they may. */
export function joinRefusal(t: JoinableTraining, who: Participation, now: number): JoinRefusal | null {
  if (!who.isTrainer) {
    if (who.response === null) return 'not-invited';
    if (who.response === 'DECLINED') return 'declined';
    if (who.response !== 'ACCEPTED') return 'not-accepted';
  }
  if (t.status === 'CANCELLED') return 'cancelled';
  if (t.status === 'COMPLETED') return 'completed';
  if (isJoinOpen(t, now, JOIN_LEAD_MINUTES)) return null;
  return now < currentSession(t, now).start ? 'early' : 'over';
}

export const mayJoin = (t: JoinableTraining, who: Participation, now: number): boolean =>
  joinRefusal(t, who, now) === null;

/** What a person reads when the meeting does not open for them. */
export function joinRefusalMessage(refusal: JoinRefusal, t: TrainingWindow, now: number): string {
  switch (refusal) {
    case 'not-invited':
      return 'You are not registered for this training';
    case 'declined':
      return 'You declined this training';
    case 'not-accepted':
      return 'Accept the invitation to join this training';
    case 'cancelled':
      return 'This training was cancelled';
    case 'completed':
      return 'This training is over';
    case 'early':
      return (
        `The meeting opens at ${displayMoment(joinOpensAt(t, now))}, ` +
        `${JOIN_LEAD_MINUTES} minutes before the training starts`
      );
    case 'over':
      return 'The training is over';
  }
}

/**
 * Why a training cannot be started now, or null: it starts at most START_LEAD_MINUTES before its first
 * session and no later than the end of its last one.
 */
export function startRefusal(t: JoinableTraining, now: number): string | null {
  if (t.status !== 'ACTIVE') return `The training is ${t.status}`;
  const first = firstSession(t);
  if (now < first.start - START_LEAD_MINUTES)
    return (
      `This training starts at ${displayMoment(first.start)}: ` +
      `it can be started from ${displayMoment(first.start - START_LEAD_MINUTES)}`
    );
  if (hasEnded(t, now)) return 'The training is over: complete it instead of starting it';
  return null;
}
