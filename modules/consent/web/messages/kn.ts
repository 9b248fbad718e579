import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  consents: {
    title: 'ಒಪ್ಪಿಗೆಗಳು',
    subtitle: 'ನಿಮ್ಮ ಮಗುವಿಗಾಗಿ ನೀವು ಒಪ್ಪುವ ವಿಷಯಗಳು. ಯಾವಾಗ ಬೇಕಾದರೂ ನಿಮ್ಮ ನಿರ್ಧಾರ ಬದಲಿಸಬಹುದು.',
    loading: 'ನಿಮ್ಮ ಒಪ್ಪಿಗೆಗಳು ತೆರೆಯುತ್ತಿವೆ…',
    noChild: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಇನ್ನೂ ಯಾವ ಮಗುವೂ ಜೋಡಣೆಯಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೇಂದ್ರವನ್ನು ಕೇಳಿ.',
    agree: 'ನಾನು ಒಪ್ಪುತ್ತೇನೆ',
    given: '{when} ರಂದು {who} ಒಪ್ಪಿಗೆ ನೀಡಿದರು',
    withdrawn: '{when} ರಂದು {who} ಒಪ್ಪಿಗೆ ಹಿಂಪಡೆದರು',
    notAsked: 'ಇನ್ನೂ ನಿರ್ಧರಿಸಿಲ್ಲ',
    newNotice: 'ನೀವು ನಿರ್ಧರಿಸಿದ ನಂತರ ಸೂಚನೆ ಬದಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಓದಿ.',
    giveTitle: 'ನಿಮ್ಮ ಒಪ್ಪಿಗೆ ನೀಡುವಿರಾ?',
    withdrawTitle: 'ನಿಮ್ಮ ಒಪ್ಪಿಗೆ ಹಿಂಪಡೆಯುವಿರಾ?',
    withdrawEffect: 'ಇದು ಪೋರ್ಟಲ್‌ನ ಎಲ್ಲೆಡೆ ತಕ್ಷಣ ಜಾರಿಯಾಗುತ್ತದೆ.',
    how: 'ಹೇಗೆ ದೃಢೀಕರಿಸುವಿರಿ?',
    byAccount: 'ನನ್ನ ಸೈನ್-ಇನ್ ಖಾತೆಯಿಂದ',
    byCode: '{ending} ರಲ್ಲಿ ಕೊನೆಗೊಳ್ಳುವ ಮೊಬೈಲ್‌ಗೆ ಕಳುಹಿಸಿದ ಕೋಡ್‌ನಿಂದ',
    sendCode: 'ಕೋಡ್ ಕಳುಹಿಸಿ',
    codeSent: '{ending} ರಲ್ಲಿ ಕೊನೆಗೊಳ್ಳುವ ಮೊಬೈಲ್‌ಗೆ ಕೋಡ್ ಕಳುಹಿಸಿದ್ದೇವೆ.',
    code: 'ಕೋಡ್',
    confirmGive: 'ಹೌದು, ಒಪ್ಪುತ್ತೇನೆ',
    confirmWithdraw: 'ಹೌದು, ಹಿಂಪಡೆಯಿರಿ',
    cancel: 'ರದ್ದುಮಾಡಿ',
    doneGive: 'ಧನ್ಯವಾದ: ನಿಮ್ಮ ಒಪ್ಪಿಗೆ ಉಳಿಸಲಾಗಿದೆ.',
    doneWithdraw: 'ನಿಮ್ಮ ಒಪ್ಪಿಗೆ ಹಿಂಪಡೆಯಲಾಗಿದೆ.',
    refuse: 'ಇಲ್ಲ, ನಾನು ಒಪ್ಪುವುದಿಲ್ಲ',
    refuseTitle: "ನಿಮ್ಮ ಉತ್ತರ 'ಇಲ್ಲ' ಎಂದೇ?",
    confirmRefuse: 'ಇಲ್ಲ, ನಾನು ಒಪ್ಪುವುದಿಲ್ಲ',
    doneRefuse: 'ನಿಮ್ಮ ಉತ್ತರ ಉಳಿಸಲಾಗಿದೆ: ಇಲ್ಲ.',
    notDone: 'ಉಳಿಸಲಾಗಿಲ್ಲ',
  },
  centreConsents: {
    title: 'ಪೋಷಕರ ಒಪ್ಪಿಗೆಗಳು',
    subtitle: 'ಪ್ರತಿ ಮಗುವಿನ ಪ್ರತಿ ಉದ್ದೇಶದ ಒಪ್ಪಿಗೆ, ಪೋಷಕರು ಕೊನೆಯದಾಗಿ ನಿರ್ಧರಿಸಿದಂತೆ.',
    search: 'ಮಗು ಅಥವಾ ತರಗತಿಯಿಂದ ಹುಡುಕಿ',
    child: 'ಮಗು',
    class: 'ತರಗತಿ',
    last: 'ಕೊನೆಯ ನಿರ್ಧಾರ',
    empty: 'ಯಾವ ಮಗುವೂ ಹೊಂದುತ್ತಿಲ್ಲ.',
    status: '{status, select, GRANTED {ನೀಡಲಾಗಿದೆ} WITHDRAWN {ಹಿಂಪಡೆಯಲಾಗಿದೆ} other {ನಿರ್ಧರಿಸಿಲ್ಲ}}',
    purpose:
      '{purpose, select, CARE_MEDIA {ಆರೈಕೆ ಫೋಟೋ} SHARED_PHOTOS {ಇತರರು ನೋಡುವ ಫೋಟೋ} MESSAGES {ಸಂದೇಶಗಳು} ' +
      'MARKETING {ಮಾರ್ಕೆಟಿಂಗ್} other {CCTV}}',
  },
};
