/**
 * The words of franchise development's screens: a centre's launch board, converting a signed prospect into a
 * centre (ICU messages). Task titles and the server's messages come as they are.
 */
export const en = {
  /** A launch task's status and who does it (shared/constants.ts). */
  launchStatus: '{status, select, TODO {To do} IN_PROGRESS {In progress} DONE {Done} other {{status}}}',
  launchSide: '{side, select, HEAD_OFFICE {Head office} FRANCHISEE {Franchisee} other {{side}}}',
  launch: {
    title: 'Launch of {centre}',
    centreLaunch: 'Centre launch',
    centreLaunches: 'Centre launches',
    crumb: 'Launch',
    openingOn: 'Opening day {date}',
    chooseBefore: 'Choose a centre in launch from',
    chooseAfter: '.',
    noPlan: 'This centre has no launch plan: head office makes one when it converts a signed franchisee.',
    progress: '{done} of {total} tasks done',
    progressLabel: 'Share of tasks done',
    overdueCount: '{count, plural, one {# task overdue} other {# tasks overdue}}',
    column: '{status} ({count})',
    none: 'None',
    openingDay: 'Opening day',
    move: 'Move the opening day',
    moved: 'Opening day moved: the tasks not done are dated again',
    saved: '{task}: saved',
    overdue: 'Overdue',
    dates: '{start} to {due}',
    datesDone: '{start} to {due} · done {done}',
    document: 'Document',
    status: 'Status',
    note: 'Note',
    save: 'Save',
  },
  convert: {
    converted: 'Converted into {centre}, opening {date}.',
    launchBoard: 'Launch board',
    opened: '{centre} is open for launch: {tasks} tasks planned',
    intro: '{name} signed the agreement: open their centre and its launch plan.',
    openingDay: 'Opening day',
    centreName: 'Centre name',
    loginEmail: 'Owner’s login email',
    city: 'City',
    address: 'Centre address',
    convert: 'Convert to centre',
  },
  /** What a prospect means to invest (shared/constants.ts INVESTMENT_LABELS). */
  investment:
    '{band, select, UPTO_15L {Up to ₹15 lakh} 15L_25L {₹15–25 lakh} 25L_40L {₹25–40 lakh} ' +
    'ABOVE_40L {Above ₹40 lakh} other {{band}}}',
  /** The website's form for prospective franchisees (public). */
  form: {
    title: 'Own a pre-school franchise',
    name: 'Your name',
    mobile: 'Mobile number',
    email: 'Email',
    city: 'City',
    pincodes: 'PIN codes you want',
    pincodesHint: 'One or more, separated by commas',
    investment: 'Investment you plan',
    remarks: 'Anything else',
    send: 'Send',
  },
  /** The disclosure link a prospect opens (public). */
  disclosure: {
    title: 'Franchise disclosure document',
    loading: 'Loading…',
    intro: 'Dear {name}, please read the {title} (version {version}) before anything is signed or paid.',
    download: 'Download the document',
    acknowledged: 'You acknowledged version {version} on {when}. Thank you.',
    confirm: 'I have received and read this disclosure document',
    acknowledge: 'Acknowledge',
  },
};
