import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  feed: {
    title: 'ಪ್ರಕಟಣೆಗಳು',
    none: 'ಯಾವುದೇ ಪ್ರಕಟಣೆ ಇಲ್ಲ',
    noneText: 'ಕೇಂದ್ರದ ಪ್ರಕಟಣೆಗಳು ಇಲ್ಲಿ ಕಾಣಿಸುತ್ತವೆ.',
    wholeCentre: 'ಇಡೀ ಕೇಂದ್ರ',
    read: 'ಓದಿದೆ',
    new: 'ಹೊಸದು',
    window: '{audience, select, PARENT {ಪೋಷಕರಿಗೆ} STAFF {ಸಿಬ್ಬಂದಿಗೆ} other {ಎಲ್ಲರಿಗೂ}} · {from} ರಿಂದ',
    until: ' {to} ವರೆಗೆ',
    attachment: 'ಲಗತ್ತು',
    markRead: 'ಓದಿದೆ ಎಂದು ಗುರುತಿಸಿ',
  },
  centreCalendar: {
    previous: 'ಹಿಂದಿನ',
    next: 'ಮುಂದಿನ',
    today: 'ಇಂದು',
    month: 'ತಿಂಗಳು',
    week: 'ವಾರ',
    list: 'ಪಟ್ಟಿ',
    noEvents: 'ತೋರಿಸಲು ಯಾವುದೇ ಕಾರ್ಯಕ್ರಮಗಳಿಲ್ಲ',
    event: 'ಕಾರ್ಯಕ್ರಮ',
    holiday: 'ರಜೆ',
    allDay: 'ದಿನವಿಡೀ',
  },
};
