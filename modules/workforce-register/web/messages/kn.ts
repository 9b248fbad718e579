import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  register: {
    networkTitle: 'ಸುರಕ್ಷತಾ ರಿಜಿಸ್ಟರ್',
    networkSubtitle: 'ಪ್ರತಿ ಕೇಂದ್ರದ ಅನುಸರಣೆ ಅಂಕ: ಇಂದು ಮಾನ್ಯವಿರುವ ಅಗತ್ಯ ಅಂಶಗಳು, ಎಲ್ಲಾ ಅಗತ್ಯ ಅಂಶಗಳಲ್ಲಿ',
    centre: 'ಕೇಂದ್ರ',
    score: 'ಅನುಸರಣೆ',
    expired: 'ಅವಧಿ ಮುಗಿದಿದೆ',
    missing: 'ಇಲ್ಲ ಅಥವಾ ಬಾಕಿ',
    expiring: '30 ದಿನಗಳಲ್ಲಿ ಅವಧಿ ಮುಗಿಯುತ್ತದೆ',
    centreTitle: 'ಸುರಕ್ಷತಾ ರಿಜಿಸ್ಟರ್: {centre}',
    centreSubtitle: 'ಮುಂದೇನು ಮಾಡಬೇಕು, ತುರ್ತು ಮೊದಲು',
    item: 'ಅಂಶ',
    state: 'ಸ್ಥಿತಿ',
    expiresOn: 'ಅವಧಿ ಮುಗಿಯುವ ದಿನ',
    nextStep: 'ಮುಂದೇನು ಮಾಡಬೇಕು',
    allCurrent: 'ಏನೂ ಬಾಕಿ ಇಲ್ಲ: ಎಲ್ಲಾ ಅಗತ್ಯ ಅಂಶಗಳು ಮಾನ್ಯವಾಗಿವೆ.',
    pack: 'ತಪಾಸಣೆ ಪ್ಯಾಕ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    stateName:
      '{state, select, CURRENT {ಮಾನ್ಯ} EXPIRING {ಅವಧಿ ಮುಗಿಯುತ್ತಿದೆ} EXPIRED {ಅವಧಿ ಮುಗಿದಿದೆ} MISSING {ಇಲ್ಲ} ' +
      'PENDING {ಬಾಕಿ} other {—}}',
  },
};
