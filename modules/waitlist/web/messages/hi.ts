import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  seatOffer: {
    title: 'सीट का ऑफ़र',
    titleFor: '{child} के लिए एक सीट',
    loading: 'ऑफ़र खुल रहा है…',
    offer: '{className} में {child} के लिए एक सीट ख़ाली है। यह ऑफ़र {expires} तक खुला है।',
    take: 'सीट लें',
    decline: 'मना करें',
    outcome:
      '{status, select, ' +
      'ACCEPTED {आपने सीट ले ली है। सेंटर आपको एडमिशन फ़ॉर्म भेजेगा।} ' +
      'ADMITTED {आपके बच्चे का एडमिशन हो गया है। आपका स्वागत है!} ' +
      'REFUSED {आपने सीट के लिए मना कर दिया। बताने के लिए धन्यवाद।} ' +
      'EXPIRED {इस ऑफ़र का समय निकल गया और सीट अगले परिवार को दे दी गई। कृपया सेंटर को फ़ोन करें।} ' +
      'WITHDRAWN {वेटिंग लिस्ट में यह जगह हटा दी गई है। कृपया सेंटर को फ़ोन करें।} ' +
      'other {यह ऑफ़र अब बंद है।}}',
  },
};
