import type { MeetingInfoTraining } from '../shared/notifications.ts';

/** Answers of the training API, as the screens read them. */
export type { MeetingInfoTraining };

export interface TrainerRef {
  trainerUserID: number;
  kind: string;
  name: string;
  email?: string;
}

export interface TrainingDetails {
  id: number;
  title: string;
  description: string | null;
  mode: 'ONLINE' | 'OFFLINE';
  venue: string | null;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  capacity: number;
  audienceFranchiseeIds: number[];
  audienceRoles: string[];
  status: string;
  trainers: TrainerRef[];
  audienceCentres: { id: number; companyName: string }[];
  registered: number;
  accepted: number;
  declined: number;
  seatsLeft: number;
  trainingOnlineMeetings: { id: number; trainingID: number }[];
}

export interface RosterRow {
  id: number;
  teacherUserID: number;
  name: string;
  email: string;
  franchiseeId: number;
  centre: string;
  response: string;
  attendance: string | null;
  attendanceSource: string | null;
  firstJoinedAt: string | null;
  registeredAt: string;
}

export interface Roster {
  training: Pick<
    TrainingDetails,
    'id' | 'title' | 'fromDate' | 'toDate' | 'fromTime' | 'toTime' | 'status' | 'capacity'
  >;
  rows: RosterRow[];
}

export interface MyTraining {
  id: number;
  title: string;
  mode: string;
  venue: string | null;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  status: string;
  response: string;
  attendance: string | null;
  meetingID: number | null;
  feedbackGiven: boolean;
}

export interface JoinAnswer {
  url: string;
  provider: 'jitsi' | 'bbb';
  trainingID: number;
  title: string;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  developmentSecret: boolean;
}
