import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  launchStatus: '{status, select, TODO {करना है} IN_PROGRESS {चल रहा है} DONE {हो गया} other {{status}}}',
  launchSide: '{side, select, HEAD_OFFICE {हेड ऑफ़िस} FRANCHISEE {फ़्रैंचाइज़ी} other {{side}}}',
  launch: {
    title: '{centre} का लॉन्च',
    centreLaunch: 'सेंटर लॉन्च',
    centreLaunches: 'सेंटर लॉन्च',
    crumb: 'लॉन्च',
    openingOn: 'शुरुआत का दिन {date}',
    chooseBefore: 'लॉन्च में चल रहा कोई सेंटर',
    chooseAfter: ' से चुनें।',
    // prettier-ignore
    noPlan:
      'इस सेंटर की लॉन्च योजना नहीं है: ' +
      'हस्ताक्षर कर चुके फ़्रैंचाइज़ी को सेंटर में बदलते समय हेड ऑफ़िस इसे बनाता है।',
    progress: '{total} में से {done} काम पूरे',
    progressLabel: 'पूरे हुए कामों का हिस्सा',
    overdueCount: '{count, plural, one {# काम की तारीख़ निकल गई} other {# कामों की तारीख़ निकल गई}}',
    column: '{status} ({count})',
    none: 'कोई नहीं',
    openingDay: 'शुरुआत का दिन',
    move: 'शुरुआत का दिन बदलें',
    moved: 'शुरुआत का दिन बदल दिया गया: अधूरे कामों की तारीख़ें फिर से तय हो गईं',
    saved: '{task}: सेव हो गया',
    overdue: 'तारीख़ निकल गई',
    dates: '{start} से {due}',
    datesDone: '{start} से {due} · {done} को पूरा',
    document: 'दस्तावेज़',
    status: 'स्थिति',
    note: 'नोट',
    save: 'सेव करें',
  },
  convert: {
    converted: '{centre} में बदल दिया गया, शुरुआत {date} को।',
    launchBoard: 'लॉन्च बोर्ड',
    opened: '{centre} लॉन्च के लिए खुल गया: {tasks} काम तय किए गए',
    intro: '{name} ने अनुबंध पर हस्ताक्षर कर दिए हैं: उनका सेंटर और उसकी लॉन्च योजना खोलें।',
    openingDay: 'शुरुआत का दिन',
    centreName: 'सेंटर का नाम',
    loginEmail: 'मालिक का लॉगिन ईमेल',
    city: 'शहर',
    address: 'सेंटर का पता',
    convert: 'सेंटर में बदलें',
  },
  investment:
    '{band, select, UPTO_15L {₹15 लाख तक} 15L_25L {₹15–25 लाख} 25L_40L {₹25–40 लाख} ' +
    'ABOVE_40L {₹40 लाख से ज़्यादा} other {{band}}}',
  form: {
    title: 'प्री-स्कूल की फ़्रैंचाइज़ी लें',
    name: 'आपका नाम',
    mobile: 'मोबाइल नंबर',
    email: 'ईमेल',
    city: 'शहर',
    pincodes: 'आप कौन-से PIN कोड चाहते हैं',
    pincodesHint: 'एक या ज़्यादा, कॉमा लगाकर अलग करें',
    investment: 'आप कितना निवेश करना चाहते हैं',
    remarks: 'और कुछ बताना चाहें',
    send: 'भेजें',
  },
  disclosure: {
    title: 'फ़्रैंचाइज़ी प्रकटीकरण दस्तावेज़',
    loading: 'लोड हो रहा है…',
    intro: 'प्रिय {name}, कुछ भी साइन करने या भुगतान करने से पहले कृपया {title} (संस्करण {version}) पढ़ लें।',
    download: 'दस्तावेज़ डाउनलोड करें',
    acknowledged: 'आपने संस्करण {version} को {when} पर पढ़कर स्वीकार किया। धन्यवाद।',
    confirm: 'मुझे यह प्रकटीकरण दस्तावेज़ मिल गया है और मैंने इसे पढ़ लिया है',
    acknowledge: 'स्वीकार करें',
  },
};
