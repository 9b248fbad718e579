import { call, notify, errorMessage } from '@portal/ui';
import { MEETING_LIST_EMPTY, MEETING_NOT_FOUND } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

/**
 * Spec: get-url, then the join screen with the referenceID. Errors: no meeting list
 * 'Meeting details not found!', an empty one 'Meeting details not founds!', else the
 * server's message or a generic one.
 */
export async function joinTraining(
  meetings: readonly { id: number }[] | null | undefined,
  go: (path: string) => void,
): Promise<void> {
  const fail = (message: string) =>
    notify({ color: 'red', title: 'Join meeting', message, position: 'top-right', autoClose: 4000 });
  if (!meetings) return fail(MEETING_NOT_FOUND);
  if (meetings.length === 0) return fail(MEETING_LIST_EMPTY);
  try {
    const { referenceID } = await call(C.meetingReference, { query: { meetingID: meetings[0].id } });
    go(`/trainer-led/join/${encodeURIComponent(referenceID)}`);
  } catch (err) {
    fail(errorMessage(err) || 'Could not open the meeting. Please try again.');
  }
}

/** Spec update-response: failures are only logged. */
export async function answerInvitation(
  trainingID: number,
  teacherUserID: number,
  response: 'ACCEPTED' | 'DECLINED',
): Promise<boolean> {
  try {
    await call(C.respondToInvitation, { params: { trainingID }, body: { teacherUserID, response } });
    return true;
  } catch (err) {
    console.error('update-response failed', err);
    return false;
  }
}
