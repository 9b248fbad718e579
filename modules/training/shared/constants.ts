import { TRAINING_STATUS } from '@portal/core';

/** Access modules of teacher training (spec: training modules and the training-by-trainers permissions). */
export const TRAINING_MODULES = {
  /** Head office: teacher modules, assessments, topics, enrolment approval. */
  SELF_TRAINING: 'SelfTraining',
  /** Teachers: learning, assessments, invitations, joining, feedback. */
  TEACHER_TRAINING: 'TeacherTraining',
  /** Teacher performance per teacher and per centre. */
  PERFORMANCE: 'TeacherProgressReport',
  /** Training-by-trainers: create. */
  TRAINER_LED_CREATE: 'TrainingByTrainersCreate',
  /** Training-by-trainers: mark attendance. */
  TRAINER_LED_ATTENDANCE: 'TrainingByTrainersMarkAttendance',
  /** Training-by-trainers: report. */
  TRAINER_LED_REPORT: 'TrainingByTrainersReport',
  /** Supervisors and academic coordinators registering staff for a training. */
  REGISTRATION: 'TrainingRegistration',
} as const;

export { TRAINING_STATUS };
export type TrainingStatus = (typeof TRAINING_STATUS)[number];

/** Spec: teaching staff kinds. */
export const TRAINER_KINDS = ['Organizer', 'Moderator', 'Expert'] as const;
export type TrainerKind = (typeof TRAINER_KINDS)[number];

/** Spec: assessment types, spelled as the portal spells them. */
export const ASSESSMENT_TYPES = ['Bridge Course', 'Interractive Worksheet'] as const;

export const CONTENT_TYPES = ['TEXT', 'PDF', 'VIDEO'] as const;

export const INVITATION_RESPONSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type InvitationResponse = (typeof INVITATION_RESPONSES)[number];

export const ENROLLMENT_STATUS = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const TRAINING_MODES = ['ONLINE', 'OFFLINE'] as const;

/** Roles a training may be addressed to. */
export const AUDIENCE_ROLES = ['TEACHER', 'FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor'] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

/** Spec messages for joining a meeting. */
export const MEETING_NOT_FOUND = 'Meeting details not found!';
export const MEETING_LIST_EMPTY = 'Meeting details not founds!';

/** Spec: banners are stacked 70 px apart; the join notice hides more than 15 minutes before the start. */
export const BANNER_OFFSET_PX = 70;
export const JOIN_LEAD_MINUTES = 15;
/** A training may be started (IN PROGRESS) from this many minutes before its first session. */
export const START_LEAD_MINUTES = 60;

/** The wall clock every centre and training runs on. */
export const TRAINING_TIME_ZONE = 'Asia/Kolkata';

/** Live events of trainings (the screens refetch on them). */
export const TRAINING_LIVE = { invited: 'training.invited' } as const;
