import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  tickets: {
    title: 'ಟಿಕೆಟ್‌ಗಳು',
    count: '{count, plural, one {# ಟಿಕೆಟ್} other {# ಟಿಕೆಟ್‌ಗಳು}}',
    list:
      '{list, select, open {ತೆರೆದವು} inprogress {ಕೆಲಸ ನಡೆಯುತ್ತಿದೆ} resolved {ಬಗೆಹರಿದವು} closed {ಮುಚ್ಚಿದವು} overdue ' +
      '{ಸಮಯ ಮೀರಿದವು} escalated {ಮೇಲಕ್ಕೆ ಕಳುಹಿಸಿದವು} other {ಎಲ್ಲವೂ}}',
    empty: 'ಈ ಪಟ್ಟಿಯಲ್ಲಿ ಯಾವುದೇ ಟಿಕೆಟ್ ಇಲ್ಲ',
    report: 'ವರದಿ',
    hideReport: 'ವರದಿ ಮರೆಮಾಡಿ',
    export: 'ಡೌನ್‌ಲೋಡ್',
    raise: 'ಹೊಸ ಟಿಕೆಟ್',
    search: 'ವಿಷಯ, ವರ್ಗ ಅಥವಾ ಕೇಂದ್ರದಿಂದ ಹುಡುಕಿ',
    number: '#',
    subject: 'ವಿಷಯ',
    description: 'ವಿವರ',
    centre: 'ಕೇಂದ್ರ',
    category: 'ವರ್ಗ',
    priority: 'ಎಷ್ಟು ತುರ್ತು',
    status: 'ಸ್ಥಿತಿ',
    routedTo: 'ಯಾರಿಗೆ ಹೋಗಿದೆ',
    owner: 'ಜವಾಬ್ದಾರರು',
    due: 'ಕೊನೆಯ ಸಮಯ',
    raised: 'ಮಾಡಿದ್ದು',
    headOffice: 'ಮುಖ್ಯ ಕಚೇರಿ',
    ticketNo: 'ಟಿಕೆಟ್ #{id}',
    statusLabel:
      '{status, select, OPEN {ತೆರೆದಿದೆ} IN_PROGRESS {ಕೆಲಸ ನಡೆಯುತ್ತಿದೆ} RESOLVED {ಬಗೆಹರಿದಿದೆ} CLOSED {ಮುಚ್ಚಲಾಗಿದೆ} ' +
      'other {{status}}}',
    // prettier-ignore
    priorityLabel:
      '{priority, select, LOW {ಕಡಿಮೆ} MEDIUM {ಸಾಧಾರಣ} HIGH {ಹೆಚ್ಚು} URGENT {ತುಂಬಾ ತುರ್ತು} ' +
      'other {{priority}}}',
    department:
      '{department, select, CUSTOMER_CARE {ಗ್ರಾಹಕ ಸೇವೆ} OPERATION {ಕಾರ್ಯಾಚರಣೆ} MARKETING {ಮಾರ್ಕೆಟಿಂಗ್} ' +
      'FINANCE {ಹಣಕಾಸು} ACADEMICS {ಶಿಕ್ಷಣ} TECH {ತಂತ್ರಜ್ಞಾನ} BUSINESS_PARTNER {ವ್ಯಾಪಾರ ಪಾಲುದಾರರು} ' +
      'PRODUCT {ಉತ್ಪನ್ನ} LOGISTICS {ಸಾಮಗ್ರಿ ಸಾಗಣೆ} SUPPLY_CHAIN {ಸರಬರಾಜು} BRANDING {ಬ್ರ್ಯಾಂಡಿಂಗ್} ' +
      'MANAGEMENT {ಆಡಳಿತ} SALES_AND_ACQUISITION {ಮಾರಾಟ} other {{department}}}',
    overdue: 'ಸಮಯ ಮೀರಿದೆ',
    escalated: 'ಹಂತ {level}ಕ್ಕೆ ಏರಿದೆ',
  },
  raiseTicket: {
    chooseCategory: 'ವರ್ಗ ಆರಿಸಿ',
    routing: 'ಇದು {desk} ತಂಡಕ್ಕೆ ಹೋಗುತ್ತದೆ; {hours, plural, one {# ಗಂಟೆಯಲ್ಲಿ} other {# ಗಂಟೆಗಳಲ್ಲಿ}} ಉತ್ತರ ಬರುತ್ತದೆ.',
    chooseCentre: '{problem}: ಮೊದಲು ಮೇಲಿನ ಪಟ್ಟಿಯಲ್ಲಿ ಕೇಂದ್ರವನ್ನು ಆರಿಸಿ.',
    cancel: 'ರದ್ದು ಮಾಡಿ',
    submit: 'ಟಿಕೆಟ್ ಕಳುಹಿಸಿ',
    raised: 'ಟಿಕೆಟ್ #{id} ಕಳುಹಿಸಲಾಗಿದೆ',
    notRaised: 'ಟಿಕೆಟ್ ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ',
  },
  ticketPage: {
    noSuch: 'ಅಂತಹ ಟಿಕೆಟ್ ಇಲ್ಲ',
    // prettier-ignore
    action:
      '{action, select, start {ಕೆಲಸ ಶುರು ಮಾಡಿ} resolve {ಬಗೆಹರಿಸಿ} close {ಮುಚ್ಚಿ} ' +
      'reopen {ಮತ್ತೆ ತೆರೆಯಿರಿ} other {{action}}}',
    resolvePrompt: 'ಇದನ್ನು ಹೇಗೆ ಬಗೆಹರಿಸಲಾಯಿತು?',
    reopenPrompt: 'ಇದನ್ನು ಮತ್ತೆ ಏಕೆ ನೋಡಬೇಕು?',
    moved:
      'ಟಿಕೆಟ್ #{id} ಈಗ {status, select, OPEN {ತೆರೆದಿದೆ} IN_PROGRESS {ಕೆಲಸದಲ್ಲಿದೆ} RESOLVED {ಬಗೆಹರಿದಿದೆ} CLOSED ' +
      '{ಮುಚ್ಚಲಾಗಿದೆ} other {{status}}}',
    notDone: 'ಆಗಲಿಲ್ಲ',
    pastSla: 'ಉತ್ತರದ ಸಮಯ ({hours, plural, one {# ಗಂಟೆ} other {# ಗಂಟೆಗಳು}}) ಮೀರಿದೆ; ಕೊನೆಯ ಸಮಯ {due} ಆಗಿತ್ತು.',
    details: 'ವಿವರಗಳು',
    level: 'ಹಂತ',
    levelText: 'ಹಂತ {level}',
    levelSince: 'ಹಂತ {level}, {since} ರಿಂದ',
    sla: 'ಉತ್ತರದ ಸಮಯ',
    slaText: '{hours, plural, one {# ಗಂಟೆ} other {# ಗಂಟೆಗಳು}}, {due} ವರೆಗೆ',
    raisedText: '{at}, {name} ಮಾಡಿದ್ದು',
    resolved: 'ಬಗೆಹರಿದದ್ದು',
    reopenUntil: 'ಮತ್ತೆ ತೆರೆಯಲು ಕೊನೆಯ ದಿನ',
    readOnly: 'ನೀವು ಈ ಟಿಕೆಟ್ ಓದಬಹುದು; ಇದರ ಮೇಲೆ ಕೆಲಸ ಮಾಡುವವರು ಅದರ ಕೇಂದ್ರ, {desk} ತಂಡ ಮತ್ತು ಮುಖ್ಯ ಕಚೇರಿ ಮಾತ್ರ.',
    conversation: 'ಮಾತುಕತೆ',
    fromCentre: 'ಕೇಂದ್ರ',
    fromOffice: 'ಮುಖ್ಯ ಕಚೇರಿ',
    reply: 'ಉತ್ತರ',
    replyHint: 'ಸಂದೇಶ ಬರೆಯಿರಿ',
    send: 'ಕಳುಹಿಸಿ',
    cancel: 'ರದ್ದು ಮಾಡಿ',
  },
  ticketFiles: {
    attach: 'ಫೈಲ್ ಸೇರಿಸಿ',
    notAttached: 'ಫೈಲ್ ಸೇರಿಸಲಾಗಲಿಲ್ಲ',
    remove: '{name} ತೆಗೆದುಹಾಕಿ',
    size: '({kb} kB)',
  },
  ticketReport: {
    tickets: 'ಟಿಕೆಟ್‌ಗಳು',
    waiting: 'ಬಾಕಿ',
    overdue: 'ಸಮಯ ಮೀರಿದವು',
    resolved: 'ಬಗೆಹರಿದವು',
    total: 'ಒಟ್ಟು',
    toResolve: 'ಬಗೆಹರಿಸಲು',
    average: 'ಬಗೆಹರಿಸಲು ಸರಾಸರಿ ಸಮಯ',
    hours: '{hours} ಗಂ',
    byCategory: 'ವರ್ಗದ ಪ್ರಕಾರ',
    byCentre: 'ಕೇಂದ್ರದ ಪ್ರಕಾರ',
  },
};
