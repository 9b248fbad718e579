/** The words of the academic screens parents reach: their child's homework and the centre's calendar (ICU messages). */
export const en = {
  homework: {
    title: 'Homework of {child}',
    none: 'No homework yet',
    noSuch: 'No such homework',
    status: '{status, select, SUBMITTED {Handed in} REVIEWED {Checked} REDO {Do again} other {To do}}',
    dates: '{subject} · set {set} · due {due}',
    openFile: 'Open the teacher’s file',
    remark: 'Teacher’s remark:',
    submit: 'Submit {title}',
    submitAgain: 'Submit {title} again',
    submitTitle: 'Submit: {title}',
    crumb: 'Homework',
    forChild: '{subject} · for {child}',
    work: 'Your child’s work',
    workHelp: 'A PDF or a photo (PNG, JPEG, WebP), up to 5 MB',
    note: 'Note for the teacher',
    send: 'Submit homework',
    sent: '{title} submitted',
    notSent: 'Not submitted',
  },
  calendar: {
    title: 'Calendar',
    noChild: 'No child is linked to this account',
    intro: 'Holidays and events at {centre} for {child}',
    holiday: '{title} (holiday)',
  },
} as const;
