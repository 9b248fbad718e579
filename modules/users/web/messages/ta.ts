import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  myAccount: {
    role: '{role, select, PARENT {பெற்றோர்} TEACHER {ஆசிரியர்} other {{description}}}',
    approval: '{code, select, USER_STAFF_APPROVED {பணியாளர் பதிவு ஒப்புதல் பெற்றது} other {{code}}}',
    none: 'ஏதுமில்லை',
    changePassword: 'கடவுச்சொல்லை மாற்றுங்கள்',
    currentPassword: 'இப்போதைய கடவுச்சொல்',
    newPassword: 'புதிய கடவுச்சொல்',
    newPasswordHint: 'குறைந்தது 8 எழுத்துகள்',
    repeatPassword: 'புதிய கடவுச்சொல்லை மீண்டும் எழுதுங்கள்',
    currentRequired: 'உங்கள் இப்போதைய கடவுச்சொல்லை எழுதுங்கள்',
    tooShort: 'புதிய கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் வேண்டும்',
    tooLong: 'புதிய கடவுச்சொல்லில் அதிகபட்சம் 128 எழுத்துகள் இருக்கலாம்',
    differ: 'இரண்டு புதிய கடவுச்சொற்களும் ஒன்றாக இல்லை',
    changed: 'கடவுச்சொல் மாற்றப்பட்டது',
  },
  userInvitation: {
    title: 'அழைப்பு',
    offer: '{centre} {name} அவர்களை {roles} ஆக அழைக்கிறது. இந்த இணைப்பு {until} வரை செயல்படும்.',
    choosePassword: 'கடவுச்சொல்',
    // prettier-ignore
    choosePasswordHint:
      'போர்ட்டலுக்குப் புதியவரா? கடவுச்சொல்லைத் தேர்ந்தெடுங்கள். ' +
      'இந்த மின்னஞ்சலுக்கு ஏற்கெனவே உள்நுழைவு உள்ளதா? அதன் கடவுச்சொல்லை எழுதுங்கள், அல்லது முதலில் உள்நுழையுங்கள்.',
    accept: 'அழைப்பை ஏற்கிறேன்',
    accepted: 'அழைப்பு ஏற்கப்பட்டது',
    mobileCode: 'உங்கள் மொபைலுக்கு அனுப்பிய குறியீடு',
    mobileCodeHint: 'மையம் கொடுத்த மொபைலுக்கு அனுப்பிய 6 இலக்க குறியீட்டை எழுதுங்கள், அதனாலும் உள்நுழைய.',
    confirmMobile: 'மொபைலை உறுதிசெய்',
    skipMobile: 'இப்போது வேண்டாம்',
    mobileConfirmed: 'மொபைல் உறுதியானது',
  },
};
