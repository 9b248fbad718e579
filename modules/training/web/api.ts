import type { EndpointAnswer } from '@portal/core';
import type * as C from '../shared/contracts.ts';

/** Answers of the training API as the screens read them: the wire form of each contract's response. */
export type MeetingInfoTraining = EndpointAnswer<typeof C.meetingInfo>[number];
export type TrainingDetails = EndpointAnswer<typeof C.trainingDetails>;
export type Roster = EndpointAnswer<typeof C.attendanceSheet>;
export type MyTraining = EndpointAnswer<typeof C.myTrainings>['rows'][number];
export type JoinAnswer = EndpointAnswer<typeof C.joinMeeting>;
