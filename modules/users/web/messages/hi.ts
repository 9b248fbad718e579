import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  myAccount: {
    role: '{role, select, PARENT {अभिभावक} TEACHER {टीचर} other {{description}}}',
    approval: '{code, select, USER_STAFF_APPROVED {स्टाफ़ रिकॉर्ड मंज़ूर} other {{code}}}',
    none: 'कोई नहीं',
    changePassword: 'पासवर्ड बदलें',
    currentPassword: 'अभी का पासवर्ड',
    newPassword: 'नया पासवर्ड',
    newPasswordHint: 'कम से कम 8 अक्षर',
    repeatPassword: 'नया पासवर्ड फिर से लिखें',
    currentRequired: 'अपना अभी का पासवर्ड लिखें',
    tooShort: 'नए पासवर्ड में कम से कम 8 अक्षर होने चाहिए',
    tooLong: 'नए पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं',
    differ: 'दोनों नए पासवर्ड एक जैसे नहीं हैं',
    changed: 'पासवर्ड बदल गया',
  },
  userInvitation: {
    title: 'न्योता',
    offer: '{centre} ने {name} को {roles} के रूप में जुड़ने का न्योता दिया है। यह लिंक {until} तक चलेगा।',
    choosePassword: 'पासवर्ड',
    // prettier-ignore
    choosePasswordHint:
      'पोर्टल पर नए हैं? एक पासवर्ड चुनें। ' +
      'इस ईमेल से पहले से लॉगिन है? उसका पासवर्ड लिखें, या पहले साइन इन करें।',
    accept: 'न्योता स्वीकार करें',
    accepted: 'न्योता स्वीकार हो गया',
    mobileCode: 'आपके मोबाइल पर भेजा गया कोड',
    // prettier-ignore
    mobileCodeHint:
      'सेंटर ने जो मोबाइल नंबर दिया, उस पर भेजा गया 6 अंकों का कोड लिखें, ' +
      'ताकि उससे भी साइन इन कर सकें।',
    confirmMobile: 'मोबाइल पक्का करें',
    skipMobile: 'अभी नहीं',
    mobileConfirmed: 'मोबाइल पक्का हो गया',
  },
};
