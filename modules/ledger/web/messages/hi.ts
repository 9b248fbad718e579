import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  adjustments: {
    title: 'रॉयल्टी समायोजन',
    subtitle: 'किसी महीने के रॉयल्टी इनवॉइस में सुधार के लिए हेड ऑफ़िस से कहें, और उसका फ़ैसला देखें।',
    raise: 'समायोजन माँगें',
    invoice: 'रॉयल्टी इनवॉइस',
    invoiceOption: '{invoice} · {month} · {left} समायोजन के लिए बाकी',
    noInvoice: 'अभी समायोजन के लिए कोई रॉयल्टी इनवॉइस नहीं है',
    direction: 'समायोजन',
    credit: 'रॉयल्टी घटाएँ (क्रेडिट नोट)',
    debit: 'रॉयल्टी बढ़ाएँ (डेबिट नोट)',
    reason: 'कारण',
    amount: 'समायोजित रॉयल्टी (₹)',
    amountHint: 'GST से पहले: नोट में इनवॉइस की दर से GST जुड़ता है।',
    details: 'क्या हुआ',
    file: 'सहायक फ़ाइल (वैकल्पिक)',
    send: 'हेड ऑफ़िस को भेजें',
    sent: 'हेड ऑफ़िस को भेज दिया गया',
    badAmount: 'राशि रुपयों में हो, अधिकतम 2 दशमलव तक',
    list: 'समायोजन',
    empty: 'अभी तक कोई समायोजन नहीं माँगा गया',
    month: 'महीना',
    centre: 'सेंटर',
    status: 'स्थिति',
    note: 'नोट',
    noteLine: '{note}: GST सहित {total}',
    raised: 'माँगा गया',
    refusedBecause: 'अस्वीकार का कारण: {reason}',
    accept: 'स्वीकार करें',
    refuse: 'अस्वीकार करें',
    refuseReason: 'इसे क्यों अस्वीकार किया जा रहा है?',
    confirmRefuse: 'समायोजन अस्वीकार करें',
    cancel: 'रद्द करें',
    accepted: 'स्वीकार किया गया: {note} जारी हुआ',
    refused: 'अस्वीकार किया गया',
    einvoice: 'ई-इनवॉइस',
    supporting: 'सहायक फ़ाइल',
  },
  adjustmentReason:
    '{reason, select, FAMILY_REFUND {परिवार को रिफ़ंड} WRONG_REVENUE {गलत आय का आँकड़ा} ' +
    'CLOSED_WEEK {सेंटर एक हफ़्ते बंद रहा} OTHER {अन्य} other {{reason}}}',
  adjustmentStatus:
    '{status, select, PENDING {हेड ऑफ़िस के फ़ैसले का इंतज़ार} ACCEPTED {स्वीकार} REFUSED {अस्वीकार} other {{status}}}',
  adjustmentDirection: '{direction, select, CREDIT {क्रेडिट नोट} DEBIT {डेबिट नोट} other {{direction}}}',
};
