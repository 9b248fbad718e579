/** The words of the training notices a teacher meets above every page (ICU messages). */
export const en = {
  trainingNotices: {
    summary: '{count, plural, one {# training needs you} other {# trainings need you}}',
    view: 'View',
    hide: 'Hide',
    invitation: 'You are invited: training at {time}, {date}',
    schedule: 'Training scheduled at {time}, {date}',
    join: 'Training starts at {time}, {date}',
    feedback: 'Training ended at {time}, {date}',
    register: 'Register',
    accept: 'Accept',
    reject: 'Reject',
    joinMeeting: 'Join meeting',
    shareFeedback: 'Share feedback',
    dismiss: 'Dismiss',
  },
};
