import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  myAccount: {
    role: '{role, select, PARENT {ಪೋಷಕರು} TEACHER {ಶಿಕ್ಷಕಿ/ಶಿಕ್ಷಕ} other {{description}}}',
    approval: '{code, select, USER_STAFF_APPROVED {ಸಿಬ್ಬಂದಿ ದಾಖಲೆ ಅನುಮೋದಿತ} other {{code}}}',
    none: 'ಯಾವುದೂ ಇಲ್ಲ',
    changePassword: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
    currentPassword: 'ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್',
    newPassword: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್',
    newPasswordHint: 'ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು',
    repeatPassword: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತೆ ಬರೆಯಿರಿ',
    currentRequired: 'ನಿಮ್ಮ ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ಬರೆಯಿರಿ',
    tooShort: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 8 ಅಕ್ಷರಗಳು ಇರಬೇಕು',
    tooLong: 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್‌ನಲ್ಲಿ ಗರಿಷ್ಠ 128 ಅಕ್ಷರಗಳು ಇರಬಹುದು',
    differ: 'ಎರಡೂ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಒಂದೇ ಆಗಿಲ್ಲ',
    changed: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ',
  },
  userInvitation: {
    title: 'ಆಹ್ವಾನ',
    offer: '{centre} {name} ಅವರನ್ನು {roles} ಆಗಿ ಆಹ್ವಾನಿಸಿದೆ. ಈ ಲಿಂಕ್ {until} ವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
    choosePassword: 'ಪಾಸ್‌ವರ್ಡ್',
    // prettier-ignore
    choosePasswordHint:
      'ಪೋರ್ಟಲ್‌ಗೆ ಹೊಸಬರೇ? ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ. ' +
      'ಈ ಇಮೇಲ್‌ಗೆ ಈಗಾಗಲೇ ಲಾಗಿನ್ ಇದೆಯೇ? ಅದರ ಪಾಸ್‌ವರ್ಡ್ ಬರೆಯಿರಿ, ಅಥವಾ ಮೊದಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    accept: 'ಆಹ್ವಾನ ಒಪ್ಪಿಕೊಳ್ಳಿ',
    accepted: 'ಆಹ್ವಾನ ಒಪ್ಪಿಕೊಳ್ಳಲಾಗಿದೆ',
    mobileCode: 'ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ ಕಳುಹಿಸಿದ ಕೋಡ್',
    mobileCodeHint: 'ಕೇಂದ್ರ ನೀಡಿದ ಮೊಬೈಲ್‌ಗೆ ಕಳುಹಿಸಿದ 6 ಅಂಕಿಯ ಕೋಡ್ ಬರೆಯಿರಿ, ಅದರಿಂದಲೂ ಸೈನ್ ಇನ್ ಮಾಡಲು.',
    confirmMobile: 'ಮೊಬೈಲ್ ಖಚಿತಪಡಿಸಿ',
    skipMobile: 'ಈಗ ಬೇಡ',
    mobileConfirmed: 'ಮೊಬೈಲ್ ಖಚಿತವಾಗಿದೆ',
  },
};
