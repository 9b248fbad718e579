import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  familyCircle: {
    title: 'ಕುಟುಂಬ ವಲಯ',
    subtitle:
      '{child} ಅವರ ದಿನವನ್ನು ನೋಡುವ ಅಜ್ಜ-ಅಜ್ಜಿ ಮತ್ತು ಆರೈಕೆದಾರರು. ಅವರು ದಿನ, ಕ್ಯಾಲೆಂಡರ್ ಮತ್ತು ಸುದ್ದಿ ನೋಡುತ್ತಾರೆ, ಶುಲ್ಕ ' +
      'ಅಥವಾ ದಾಖಲೆಗಳನ್ನು ಎಂದಿಗೂ ಅಲ್ಲ.',
    invite: 'ಯಾರನ್ನಾದರೂ ಆಹ್ವಾನಿಸಿ',
    name: 'ಹೆಸರು',
    relation: 'ಸಂಬಂಧ',
    relationOf:
      '{relation, select, GRANDPARENT {ಅಜ್ಜ / ಅಜ್ಜಿ} UNCLE {ಚಿಕ್ಕಪ್ಪ / ಮಾವ} AUNT {ಚಿಕ್ಕಮ್ಮ / ಅತ್ತೆ} SIBLING ' +
      '{ಒಡಹುಟ್ಟಿದವರು} NANNY {ದಾದಿ} other {ಇತರೆ}}',
    mobile: 'ಮೊಬೈಲ್',
    send: 'ಕೋಡ್ ಕಳುಹಿಸಿ',
    sent: '{mobile} ಗೆ ಒಂದು ಕೋಡ್ ಹೋಗಿದೆ. ಅವರಿಂದ ಕೇಳಿ ಇಲ್ಲಿ ಬರೆಯಿರಿ.',
    code: 'ಅವರ ಫೋನ್‌ಗೆ ಬಂದ ಕೋಡ್',
    confirm: 'ಖಚಿತಪಡಿಸಿ',
    confirmed: '{name} ಈಗ ತಮ್ಮ ಮೊಬೈಲ್ ಮತ್ತು ಕೋಡ್‌ನೊಂದಿಗೆ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು.',
    resend: 'ಹೊಸ ಕೋಡ್ ಕಳುಹಿಸಿ',
    remove: 'ತೆಗೆದುಹಾಕಿ',
    removed: '{name} ಅವರನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ ಮತ್ತು ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ.',
    notDone: 'ಆಗಲಿಲ್ಲ',
    status: '{status, select, INVITED {ಕೋಡ್‌ಗಾಗಿ ಕಾಯುತ್ತಿದೆ} ACTIVE {ವಲಯದಲ್ಲಿದ್ದಾರೆ} other {ತೆಗೆದುಹಾಕಲಾಗಿದೆ}}',
    joined: 'ಸೇರಿದ್ದು',
    pickup: 'ಅಧಿಕೃತ ಪಿಕಪ್',
    pickupStatus:
      '{status, select, APPROVED {ಅನುಮೋದಿತ ಪಿಕಪ್} PENDING {ಪಿಕಪ್ ಕೇಂದ್ರದ ಅನುಮೋದನೆಗೆ ಕಾಯುತ್ತಿದೆ} REJECTED {ಪಿಕಪ್ ' +
      'ನಿರಾಕರಿಸಲಾಗಿದೆ} other {ಪಿಕಪ್}}',
    makePickup: 'ಅವರ ಪಿಕಪ್ ದಾಖಲೆ',
    linkPickup: 'ಜೋಡಿಸಿ',
    linked: '{name} ಮತ್ತು ಅವರ ಪಿಕಪ್ ದಾಖಲೆ ಈಗ ಒಂದೇ.',
    empty: 'ವಲಯದಲ್ಲಿ ಇನ್ನೂ ಯಾರೂ ಇಲ್ಲ.',
    loading: 'ವಲಯ ತೆರೆಯುತ್ತಿದೆ…',
  },
  familyToday: {
    title: 'ಮಗುವಿನ ದಿನ',
    subtitle: '{child}, {className}',
    noChild: 'ನೀವು ಯಾವುದೇ ಮಗುವಿನ ಕುಟುಂಬ ವಲಯದಲ್ಲಿ ಇಲ್ಲ.',
    empty: 'ಇಂದು ಇನ್ನೂ ಏನೂ ದಾಖಲಾಗಿಲ್ಲ.',
    photosHidden: 'ಪೋಷಕರು ದಿನದ ಫೋಟೋಗಳನ್ನು ಕುಟುಂಬದ ಸ್ವಂತ ಖಾತೆಗಳಿಗೆ ಮಾತ್ರ ಇಡುತ್ತಾರೆ.',
    calendar: 'ಮುಂದೆ ಬರುವುದು',
    holiday: 'ರಜೆ',
    noEvents: 'ಮುಂದಿನ ಎರಡು ತಿಂಗಳಲ್ಲಿ ಯಾವುದೇ ಕಾರ್ಯಕ್ರಮವಿಲ್ಲ.',
    news: 'ಪ್ರಕಟಣೆಗಳು',
    noNews: 'ಇಂದು ಯಾವುದೇ ಪ್ರಕಟಣೆ ಇಲ್ಲ.',
    loading: 'ದಿನ ತೆರೆಯುತ್ತಿದೆ…',
  },
};
