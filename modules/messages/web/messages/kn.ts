import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  conversation: {
    title: 'ಸಂದೇಶಗಳು',
    child: 'ಮಗು',
    childUnread: '{name} ({count} ಓದಿಲ್ಲ)',
    noChild: 'ಯಾವ ಮಗುವೂ ಜೋಡಣೆಯಾಗಿಲ್ಲ',
    noChildText: 'ನಿಮ್ಮ ಖಾತೆ ಇನ್ನೂ ಯಾವುದೇ ಕೇಂದ್ರದ ಮಗುವಿಗೆ ಜೋಡಣೆಯಾಗಿಲ್ಲ.',
    empty: 'ಇನ್ನೂ ಯಾವ ಸಂದೇಶವೂ ಇಲ್ಲ',
    emptyText: '{child} ಕುರಿತು ಮೊದಲ ಸಂದೇಶ ಬರೆಯಿರಿ.',
    person: '{name} ({role, select, PARENT {ಪೋಷಕರು} TEACHER {ಶಿಕ್ಷಕರು} other {ಕಚೇರಿ}})',
    seenBy: '{people} ನೋಡಿದ್ದಾರೆ',
    seenAfter: 'ಶಿಕ್ಷಕರು ಇದನ್ನು {time} ನಂತರ ನೋಡುತ್ತಾರೆ',
    sent: 'ಕಳುಹಿಸಲಾಗಿದೆ',
    // prettier-ignore
    quietHours:
      '{me, select, PARENT {ಶಾಂತ ಸಮಯ {from} ರಿಂದ {to}: ಆಗ ಕಳುಹಿಸಿದ ಸಂದೇಶಗಳನ್ನು ' +
      'ಶಿಕ್ಷಕರು ಕೇಂದ್ರ ತೆರೆದ ಮೇಲೆ ನೋಡುತ್ತಾರೆ.} other {ಶಾಂತ ಸಮಯ {from} ರಿಂದ {to}.}}',
    message: 'ಸಂದೇಶ',
    write: 'ಸಂದೇಶ ಬರೆಯಿರಿ',
    remove: '{name} ತೆಗೆಯಿರಿ',
    attach: 'ಫೋಟೋ ಅಥವಾ PDF ಸೇರಿಸಿ',
    send: 'ಕಳುಹಿಸಿ',
    tooLong: 'ಒಂದು ಸಂದೇಶದಲ್ಲಿ ಹೆಚ್ಚೆಂದರೆ {max} ಅಕ್ಷರಗಳು ಇರಬಹುದು',
    tooManyFiles: 'ಒಂದು ಸಂದೇಶದಲ್ಲಿ ಹೆಚ್ಚೆಂದರೆ {max} ಫೈಲ್‌ಗಳನ್ನು ಸೇರಿಸಬಹುದು',
  },
};
