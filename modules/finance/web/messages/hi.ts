import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  autopay: {
    title: 'ऑटोपे',
    // prettier-ignore
    intro:
      'हर किस्त अपनी तारीख़ पर आपके बैंक से चुकाई जाएगी, एक बार में {cap} तक। ' +
      'हर कटौती से एक दिन पहले आपको बताया जाएगा।',
    method: 'किससे मंज़ूरी दें',
    // prettier-ignore
    methodName:
      '{method, select, UPI_INTENT {आपका UPI ऐप} UPI_QR {UPI क्यूआर कोड} CARD ' +
      '{कार्ड} NETBANKING {नेट बैंकिंग} other {{method}}}',
    setUp: 'ऑटोपे चालू करें',
    on: 'ऑटोपे चालू है: हर कटौती {cap} तक',
    pending: 'आपके UPI ऐप में मंज़ूरी का इंतज़ार है',
    approveTest: 'UPI ऐप में मंज़ूरी दें (टेस्ट)',
    testText: 'टेस्ट मोड: किसी बैंक से पैसे नहीं कटते। यहाँ मंज़ूरी देना UPI ऐप में मंज़ूरी देने जैसा है।',
    cancel: 'ऑटोपे बंद करें',
    cancelled: 'ऑटोपे बंद है',
    upcoming: '{label} के {amount} {date} को कटेंगे',
    debitLine: '{label} के {amount}, {date}',
    skip: 'यह किस्त छोड़ें',
    // prettier-ignore
    debitStatus:
      '{status, select, NOTIFIED {कटेंगे} SKIPPED {छोड़ी गई} PAID {कट गए} ' +
      'RETRYING {नहीं कटे, फिर कोशिश होगी} FELL_BACK {नहीं कटे: कृपया भुगतान ' +
      'करें} CANCELLED {रद्द} NOT_NEEDED {पहले ही चुकाई गई} DEBITING {कट रहे ' +
      'हैं} REFUND_DUE {पैसे लौटाने हैं} other {{status}}}',
    reminders: 'भेजी गई याद',
    reminderBefore: 'आख़िरी तारीख़ से {days} दिन पहले',
    reminderAfter: 'आख़िरी तारीख़ के {days} दिन बाद',
    reminderOnDue: 'आख़िरी तारीख़ को',
    reminderAutopay: 'ऑटोपे के न कटने के बाद',
  },
  feeAccount: {
    allPayments: 'सभी भुगतान',
    title: 'फ़ीस खाता',
    outstanding: 'अभी बाकी, प्लान और दूसरे शुल्क मिलाकर:',
    due: 'बाकी',
    payOnline: 'ऑनलाइन भरें',
    noPlan: 'अभी कोई फ़ीस प्लान नहीं जुड़ा है।',
    receipt: 'रसीद',
    mode: 'तरीका',
    amount: 'रकम',
    status: 'स्थिति',
    date: 'तारीख़',
    installment: 'किस्त',
    dueDate: 'आख़िरी तारीख़',
    concession: 'छूट',
    paid: 'भरा गया',
    dueNow: 'अभी बाकी',
    chooseStudent: 'छात्रों की सूची से एक छात्र चुनें।',
    students: 'छात्र',
    assignPlan: 'फ़ीस प्लान जोड़ें',
    assignToBill: 'ताकि छात्र का बिल बने और माता-पिता का भुगतान लिंक खुले।',
    openLedger: 'खाता-बही खोलें',
    takePayment: 'काउंटर पर भुगतान लें',
    midYear: 'साल के बीच में आए: {rule, select, FROM_JOINING_MONTH {आने के महीने से} other {पूरे साल का}} बिल',
    noInstallments: 'कोई किस्त नहीं',
  },
  pay: {
    heading: '{student} की फ़ीस · {plan}',
    total: 'कुल',
    concession: 'छूट',
    paid: 'भरा गया',
    stillDue: 'अभी बाकी',
    notCompleted: 'भुगतान पूरा नहीं हुआ',
    payFor: '{amount} भरें ({label})',
    payAmount: '{amount} भरें',
    receipts: 'रसीदें',
    download: 'डाउनलोड करें',
    modalTitle: 'ऑनलाइन भरें',
    testBadge: 'टेस्ट मोड: असली पैसा नहीं कटता',
    testText: 'यह पोर्टल भुगतान के टेस्ट मोड में चल रहा है। नीचे का भुगतान पोर्टल',
    testTextMore: 'गेटवे की तरह साइन करता है, और वही सारी जाँच होती है।',
    orderLine: 'ऑर्डर {order} · रसीद {receipt}',
    payTest: '{amount} भरें (टेस्ट)',
    testBannerTitle: 'टेस्ट मोड',
    testBanner: 'इस पोर्टल पर भुगतान सिर्फ़ अभ्यास है: कोई पैसा नहीं कटता, किसी गेटवे से संपर्क नहीं होता।',
    checkoutFailed: 'भुगतान की खिड़की नहीं खुली; इंटरनेट देखकर फिर कोशिश करें',
    thankYou: 'धन्यवाद',
    received: 'आपका भुगतान मिल गया।',
    receivedUnder: 'आपका भुगतान रसीद {receipt} पर मिल गया।',
    downloadReceipt: 'रसीद डाउनलोड करें (PDF)',
    back: 'किस्तों पर वापस जाएँ',
    openFromLink: 'अपनी रसीद देखने के लिए यह पेज भुगतान के लिंक से खोलें।',
    fullPayment: 'पूरी फ़ीस एक साथ',
    fromJoining: 'प्रवेश के दिन से',
    installmentN: 'किस्त {n}',
    paidUnder: 'रसीद {receipt} पर भरा गया',
    offline: 'यहाँ ऑनलाइन भुगतान नहीं हो सकता; कृपया सेंटर पर भरें।',
  },
  desk: {
    recorded: 'भुगतान रसीद {receipt} के तहत दर्ज हुआ',
    waiting: 'भुगतान दर्ज हुआ: यह वित्त विभाग की स्वीकृति की प्रतीक्षा में है, स्वीकृति पर रसीद जारी होगी',
    another: 'एक और भुगतान लें',
    toLinks: 'भुगतान लिंक पर वापस जाएँ',
  },
  charges: {
    // prettier-ignore
    feeHead:
      '{code, select, TUITION {ट्यूशन फ़ीस} APPLICATION_FEE {आवेदन शुल्क} ' +
      'REGISTRATION_FEE {पंजीकरण शुल्क} ADMISSION_FEE {प्रवेश शुल्क} ' +
      'TRANSPORT {परिवहन} KIT {किट और यूनिफ़ॉर्म} ACTIVITY {गतिविधि} ' +
      'LATE_PICKUP {देर से ले जाना} LATE_FEE {देर से भुगतान शुल्क} ' +
      'OTHER {अन्य} other {{code}}}',
    title: 'दूसरे शुल्क',
    due: 'बाकी',
    date: 'तारीख़',
    for: 'किसलिए',
    latePickup: '{date} को देर से ले जाना: {time} पर ले गए, बंद होने के {minutes} मिनट बाद',
    lateFee: 'विलंब शुल्क: {installment} की आख़िरी तारीख़ {date} थी',
  },
  feeStatus: {
    INITIATED: 'शुरू हुआ',
    FAILED: 'नहीं हुआ',
    TRANSFERRED: 'भेजा गया',
    CONFIRMED: 'पक्का',
    APPROVAL_WAITING: 'मंज़ूरी बाकी',
    'AWAITING APPROVAL': 'मंज़ूरी बाकी',
    PAID: 'भर दी',
    'PARTLY PAID': 'कुछ भरी',
    DUE: 'बाकी',
    OVERDUE: 'तारीख़ निकल गई',
    UPCOMING: 'आने वाली',
    WAIVED: 'नहीं ली जाएगी',
    REFUNDED: 'वापस की गई',
  },
  feeMode: {
    ONLINE: 'ऑनलाइन',
    CASH: 'नकद',
    UPI: 'UPI',
    CHEQUE: 'चेक',
    BANK_TRANSFER: 'बैंक ट्रांसफ़र',
    CARD: 'कार्ड',
  },
  concessionRules: {
    rule: 'नियम से दी जाती है',
    ruleHelp:
      'मैनुअल: केंद्र इसे माँगता है। भाई-बहन और स्टाफ़ का बच्चा: जब योजना दी जाती है। ' +
      'जल्दी भुगतान: जब जल्दी चुकाई गई किस्त की पुष्टि होती है।',
    MANUAL: 'मैनुअल (ज़रूरत के अनुसार)',
    SIBLING: 'भाई-बहन',
    STAFF_CHILD: 'स्टाफ़ का बच्चा',
    EARLY_PAYMENT: 'जल्दी भुगतान',
    centre: 'केंद्र',
    centreHelp: 'खाली: हर वह केंद्र जिसका इसी नियम का अपना प्रकार नहीं है',
    feeHeads: 'शुल्क मद (कोड, जैसे {example}; खाली: हर मद)',
    validFrom: 'से मान्य',
    laterChildrenOnly: 'भाई-बहन: केवल दूसरा और बाद के बच्चे',
    earlyDays: 'जल्दी भुगतान: देय तिथि से पहले के दिन',
    approval: 'नियम से दी गई रियायतें वित्त विभाग की मंज़ूरी की प्रतीक्षा करती हैं',
    concessions: 'रियायतें',
    // prettier-ignore
    byRule:
      '{rule, select, SIBLING {भाई-बहन रियायत (नियम से)} STAFF_CHILD {स्टाफ़ ' +
      'के बच्चे की रियायत (नियम से)} EARLY_PAYMENT {जल्दी भुगतान रियायत (नियम ' +
      'से)} other {{type}}}',
    // prettier-ignore
    status:
      '{status, select, PENDING {मंज़ूरी की प्रतीक्षा} APPROVED {दी गई} ' +
      'REJECTED {नहीं दी गई} other {{status}}}',
  },
  taxCertificate: {
    title: 'टैक्स प्रमाणपत्र',
    // prettier-ignore
    intro:
      'एक वित्त वर्ष (अप्रैल से मार्च) में दी गई ट्यूशन फ़ीस, धारा {section} के तहत ' +
      'आयकर छूट के लिए।',
    year: 'वित्त वर्ष {year}',
    paid: 'दी गई ट्यूशन फ़ीस: {amount}',
    download: 'टैक्स प्रमाणपत्र डाउनलोड करें',
    none: 'अभी तक कोई ट्यूशन फ़ीस नहीं दी गई: भुगतान होते ही प्रमाणपत्र यहाँ दिखेगा।',
  },
  tally: {
    title: 'Tally में खाते',
    // prettier-ignore
    intro:
      'अवधि की पूरी बही TallyPrime आयात फ़ाइल के रूप में (Gateway of Tally → Import → Vouchers): बिल की गई ' +
      'फ़ीस और GST सहित बेचा गया सामान, रियायतें, रसीदें और वापसी, क्रेडिट और डेबिट नोट तथा रॉयल्टी। एक ही ' +
      'अवधि हर बार वही फ़ाइल देती है, और Tally कोई वाउचर दो बार नहीं गिनता।',
    centre: 'केंद्र',
    chooseCentre: 'केंद्र चुनें',
    from: 'से',
    to: 'तक',
    download: 'Tally के लिए डाउनलोड करें',
  },
};
