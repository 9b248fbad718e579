import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  familyCircle: {
    title: 'परिवार मंडल',
    subtitle:
      'दादा-दादी और देखभाल करने वाले जो {child} का दिन देखते हैं। ' +
      'वे दिन, कैलेंडर और सूचनाएँ देखते हैं, ' +
      'फ़ीस या दस्तावेज़ कभी नहीं।',
    invite: 'किसी को बुलाएँ',
    name: 'नाम',
    relation: 'रिश्ता',
    relationOf:
      '{relation, select, GRANDPARENT {दादा-दादी / नाना-नानी} UNCLE {चाचा / मामा} AUNT {चाची / मौसी} SIBLING ' +
      '{भाई-बहन} NANNY {आया} other {अन्य}}',
    mobile: 'मोबाइल',
    send: 'कोड भेजें',
    sent: '{mobile} पर एक कोड गया है। उनसे कोड पूछकर यहाँ लिखें।',
    code: 'उनके फ़ोन पर आया कोड',
    confirm: 'पुष्टि करें',
    confirmed: '{name} अब अपने मोबाइल और कोड से साइन इन कर सकते हैं।',
    resend: 'नया कोड भेजें',
    remove: 'हटाएँ',
    removed: '{name} को हटा दिया गया और साइन आउट कर दिया गया।',
    notDone: 'नहीं हो सका',
    status: '{status, select, INVITED {कोड की प्रतीक्षा} ACTIVE {मंडल में} other {हटाए गए}}',
    joined: 'जुड़े',
    pickup: 'अधिकृत पिकअप',
    pickupStatus:
      '{status, select, APPROVED {स्वीकृत पिकअप} PENDING {पिकअप सेंटर की स्वीकृति की प्रतीक्षा में} REJECTED {पिकअप ' +
      'अस्वीकृत} other {पिकअप}}',
    makePickup: 'उनका पिकअप रिकॉर्ड',
    linkPickup: 'जोड़ें',
    linked: '{name} और उनका पिकअप रिकॉर्ड अब एक हैं।',
    empty: 'मंडल में अभी कोई नहीं है।',
    loading: 'मंडल खुल रहा है…',
  },
  familyToday: {
    title: 'बच्चे का दिन',
    subtitle: '{child}, {className}',
    noChild: 'आप किसी बच्चे के परिवार मंडल में नहीं हैं।',
    empty: 'आज अभी कुछ दर्ज नहीं हुआ।',
    photosHidden: 'माता-पिता दिन की तस्वीरें परिवार के अपने खातों तक ही रखते हैं।',
    calendar: 'आगे क्या है',
    holiday: 'छुट्टी',
    noEvents: 'अगले दो महीनों में कोई कार्यक्रम नहीं।',
    news: 'सूचनाएँ',
    noNews: 'आज कोई सूचना नहीं।',
    loading: 'दिन खुल रहा है…',
  },
};
