/** Access modules of the conversations between a child's family and the centre. */
export const MESSAGE_MODULES = {
  /** A child's conversation: the parents, the class teachers and the centre office read and write it. */
  THREADS: 'messageThreads',
  /** A centre's quiet hours, set by the centre's heads. */
  QUIET_HOURS: 'messageQuietHours',
} as const;

/** In what capacity someone wrote or read a message: shown as "Seen by Anita (teacher)". */
export const SPEAKERS = ['PARENT', 'TEACHER', 'OFFICE'] as const;
export type Speaker = (typeof SPEAKERS)[number];
export const SPEAKER_LABELS: Record<Speaker, string> = { PARENT: 'parent', TEACHER: 'teacher', OFFICE: 'office' };

export const MESSAGE_TEXT_MAX = 2000;
export const ATTACHMENTS_MAX = 5;
/** What a message may carry: photos and PDFs of at most 10 MB each. */
export const ATTACHMENT_ACCEPT = { kinds: ['image', 'pdf'], maxBytes: 10 * 1024 * 1024 } as const;

/** A centre's quiet hours when its heads have set none: 07:00 PM to 08:00 AM, India time. */
export const DEFAULT_QUIET_HOURS = { from: '19:00', to: '08:00' } as const;

export const MESSAGE_TEXTS = {
  textRequired: 'Write a message',
  textTooLong: `A message can be at most ${MESSAGE_TEXT_MAX} characters`,
  tooManyFiles: `A message can carry at most ${ATTACHMENTS_MAX} files`,
  attachment: 'Attachment',
  sameFileTwice: 'The same file is attached twice',
  badTime: 'Enter a time as HH:MM (24-hour)',
  sameTimes: 'Quiet hours must start and end at different times',
  /** What the parent reads under a message sent in quiet hours. */
  seenAfter: (time: string) => `The teacher will see this after ${time}`,
} as const;

/** The live events of conversations: open screens refetch on them. */
export const MESSAGE_LIVE = { posted: 'messages.posted', read: 'messages.read' } as const;
export const MESSAGE_LIVE_KINDS = Object.values(MESSAGE_LIVE);
