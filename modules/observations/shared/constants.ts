/** Access modules of observations: the class's teachers and the centre's heads, the family, head office. */
export const OBSERVATION_MODULES = {
  /** Recording observations of a class's children, their portfolios and the class's coverage map. */
  OBSERVATIONS: 'observations',
  /** A parent's view of their own child's portfolio: strengths and next steps, never a level. */
  MY_CHILD: 'myChildPortfolio',
  /** Head office's evidence coverage per curricular goal per centre, without any child's identity. */
  NETWORK: 'observationCoverage',
  /** The centre's head signs a child's progress card and publishes it to the family; never the class's teacher. */
  SIGN: 'progressCardSigning',
  /** Head office's own indicators under the framework's competencies, written for every centre. */
  INDICATORS: 'competencyIndicators',
} as const;

/** The most children one observation names (a class at most). */
export const MAX_CHILDREN = 40;
export const NOTE_MAX = 500;
/** The teacher's narrative of a term on the card, and the family's feedback on it. */
export const NARRATIVE_MAX = 2000;
export const FEEDBACK_MAX = 1000;

/** What the server answers in words. */
export const OBSERVATION_MESSAGES = {
  notYourClass: 'You can record observations only for the children of a class you teach.',
  futureDay: 'An observation cannot be dated after today.',
  beforeYear: 'An observation cannot be dated before the academic year began.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  mediaType: 'The video or voice note must be an MP4 or WebM recording; a photo goes in the photo field.',
  mediaSize: (mb: string) =>
    `The video or voice note is ${mb} MB: keep it to 8 MB (about a minute), or record a shorter one.`,
  noChildren: 'Pick at least one child.',
  notANextStep: (code: string) =>
    `${code} is not one of the child’s next steps: send a photo of a next step’s activity on the Learning page.`,
  indicatorNotFound: 'There is no such indicator: pick one from the list under the competency.',
  indicatorRetired: (code: string) => `The indicator ${code} was retired by head office: pick another or none.`,
  indicatorOfOther: (code: string, competency: string) =>
    `The indicator ${code} is of ${competency}, not of the competency chosen: pick one under it, or none.`,
  indicatorCode: (competency: string) =>
    `An indicator's code starts with its competency's code and a dot, then letters or digits: ${competency}.a`,
  alreadyDecided: (state: string) =>
    `This photo was already ${state === 'declined' ? 'set aside' : 'accepted as evidence'}: it is decided once.`,
} as const;

/** An indicator's code: a competency's code, a dot, then letters or digits (C-6.1.a, C-10.2.b2). */
export const INDICATOR_CODE = /^C-\d{1,2}\.\d{1,2}\.[a-z0-9]{1,4}$/;
export const INDICATOR_TEXT_MAX = 300;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** A short video or a voice note: a phone records either as MP4 or WebM (a voice note is a WebM or MP4 of sound). */
export const MEDIA_TYPES = ['video/mp4', 'video/webm'];
/** The largest video or voice note an observation keeps: about a minute of a phone's video. */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;
