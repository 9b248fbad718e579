import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  homework: {
    title: '{child} ಅವರ ಮನೆಗೆಲಸ',
    none: 'ಇನ್ನೂ ಯಾವುದೇ ಮನೆಗೆಲಸ ಇಲ್ಲ',
    noSuch: 'ಈ ಮನೆಗೆಲಸ ಸಿಗಲಿಲ್ಲ',
    status: '{status, select, SUBMITTED {ಸಲ್ಲಿಸಲಾಗಿದೆ} REVIEWED {ಪರಿಶೀಲಿಸಲಾಗಿದೆ} REDO {ಮತ್ತೆ ಮಾಡಿ} other {ಮಾಡಬೇಕಿದೆ}}',
    dates: '{subject} · ಕೊಟ್ಟದ್ದು {set} · ಸಲ್ಲಿಸಲು ಕೊನೆಯ ದಿನ {due}',
    openFile: 'ಶಿಕ್ಷಕರ ಫೈಲ್ ತೆರೆಯಿರಿ',
    remark: 'ಶಿಕ್ಷಕರ ಟಿಪ್ಪಣಿ:',
    submit: '{title} ಸಲ್ಲಿಸಿ',
    submitAgain: '{title} ಮತ್ತೆ ಸಲ್ಲಿಸಿ',
    submitTitle: 'ಸಲ್ಲಿಸಿ: {title}',
    crumb: 'ಮನೆಗೆಲಸ',
    forChild: '{subject} · {child} ಅವರಿಗಾಗಿ',
    work: 'ನಿಮ್ಮ ಮಗುವಿನ ಕೆಲಸ',
    workHelp: 'PDF ಅಥವಾ ಫೋಟೋ (PNG, JPEG, WebP), 5 MB ವರೆಗೆ',
    note: 'ಶಿಕ್ಷಕರಿಗೆ ಒಂದು ಮಾತು',
    send: 'ಮನೆಗೆಲಸ ಸಲ್ಲಿಸಿ',
    sent: '{title} ಸಲ್ಲಿಸಲಾಗಿದೆ',
    notSent: 'ಸಲ್ಲಿಕೆ ಆಗಲಿಲ್ಲ',
  },
  calendar: {
    title: 'ಕ್ಯಾಲೆಂಡರ್',
    noChild: 'ಈ ಖಾತೆಗೆ ಯಾವುದೇ ಮಗು ಜೋಡಣೆಯಾಗಿಲ್ಲ',
    intro: '{centre} ನಲ್ಲಿ {child} ಅವರ ರಜೆಗಳು ಮತ್ತು ಕಾರ್ಯಕ್ರಮಗಳು',
    holiday: '{title} (ರಜೆ)',
  },
};
