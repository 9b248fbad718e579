import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  consents: {
    title: 'सहमतियाँ',
    subtitle: 'आप अपने बच्चे के लिए किन बातों पर सहमत हैं। आप कभी भी अपना फ़ैसला बदल सकते हैं।',
    loading: 'आपकी सहमतियाँ खुल रही हैं…',
    noChild: 'आपके खाते से अभी कोई बच्चा जुड़ा नहीं है। कृपया सेंटर से पूछें।',
    agree: 'मैं सहमत हूँ',
    given: '{when} को {who} ने सहमति दी',
    withdrawn: '{when} को {who} ने सहमति वापस ली',
    notAsked: 'अभी फ़ैसला नहीं किया',
    newNotice: 'आपके फ़ैसले के बाद सूचना बदल गई है। कृपया इसे फिर से पढ़ें।',
    giveTitle: 'क्या आप सहमति देते हैं?',
    withdrawTitle: 'क्या आप सहमति वापस लेते हैं?',
    withdrawEffect: 'यह पोर्टल में हर जगह तुरंत लागू होता है।',
    how: 'आप पुष्टि कैसे करेंगे?',
    byAccount: 'अपने साइन-इन खाते से',
    byCode: '{ending} पर ख़त्म होने वाले मोबाइल पर भेजे कोड से',
    sendCode: 'कोड भेजें',
    codeSent: 'हमने {ending} पर ख़त्म होने वाले मोबाइल पर कोड भेजा है।',
    code: 'कोड',
    confirmGive: 'हाँ, मैं सहमत हूँ',
    confirmWithdraw: 'हाँ, वापस लें',
    cancel: 'रद्द करें',
    doneGive: 'धन्यवाद: आपकी सहमति सहेज ली गई है।',
    doneWithdraw: 'आपकी सहमति वापस ले ली गई है।',
    refuse: 'नहीं, मैं सहमत नहीं हूँ',
    refuseTitle: "क्या आपका उत्तर 'नहीं' है?",
    confirmRefuse: 'नहीं, मैं सहमत नहीं हूँ',
    doneRefuse: 'आपका उत्तर सहेजा गया: नहीं।',
    notDone: 'सहेजा नहीं गया',
  },
  centreConsents: {
    title: 'माता-पिता की सहमतियाँ',
    subtitle: 'हर बच्चे की हर काम के लिए सहमति, जैसा माता-पिता ने आख़िरी बार तय किया।',
    search: 'बच्चे या क्लास से खोजें',
    child: 'बच्चा',
    class: 'क्लास',
    last: 'आख़िरी फ़ैसला',
    empty: 'कोई बच्चा नहीं मिला।',
    status: '{status, select, GRANTED {दी गई} WITHDRAWN {वापस ली गई} other {फ़ैसला नहीं}}',
    purpose:
      '{purpose, select, CARE_MEDIA {देखभाल की फ़ोटो} SHARED_PHOTOS {दूसरों को दिखने वाली फ़ोटो} MESSAGES {संदेश} ' +
      'MARKETING {मार्केटिंग} other {CCTV}}',
  },
};
