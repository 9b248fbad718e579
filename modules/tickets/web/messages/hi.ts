import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  tickets: {
    title: 'टिकट',
    count: '{count, plural, one {# टिकट} other {# टिकट}}',
    list:
      '{list, select, open {खुले} inprogress {काम चल रहा है} resolved {हल हो गए} closed {बंद} overdue {समय निकल ' +
      'गया} escalated {ऊपर भेजे गए} other {सभी}}',
    empty: 'इस सूची में कोई टिकट नहीं है',
    report: 'रिपोर्ट',
    hideReport: 'रिपोर्ट छिपाएँ',
    export: 'डाउनलोड करें',
    raise: 'नया टिकट बनाएँ',
    search: 'विषय, श्रेणी या सेंटर से खोजें',
    number: '#',
    subject: 'विषय',
    description: 'पूरी बात',
    centre: 'सेंटर',
    category: 'श्रेणी',
    priority: 'कितना ज़रूरी',
    status: 'स्थिति',
    routedTo: 'किसके पास गया',
    owner: 'ज़िम्मेदार',
    due: 'कब तक',
    raised: 'कब बना',
    headOffice: 'हेड ऑफ़िस',
    ticketNo: 'टिकट #{id}',
    statusLabel:
      '{status, select, OPEN {खुला} IN_PROGRESS {काम चल रहा है} RESOLVED {हल हो गया} CLOSED {बंद} other {{status}}}',
    // prettier-ignore
    priorityLabel:
      '{priority, select, LOW {कम} MEDIUM {सामान्य} HIGH {ज़्यादा} URGENT {बहुत ज़रूरी} ' +
      'other {{priority}}}',
    department:
      '{department, select, CUSTOMER_CARE {कस्टमर केयर} OPERATION {ऑपरेशंस} MARKETING {मार्केटिंग} ' +
      'FINANCE {फ़ाइनेंस} ACADEMICS {पढ़ाई-लिखाई} TECH {टेक्नोलॉजी} BUSINESS_PARTNER {बिज़नेस पार्टनर} ' +
      'PRODUCT {प्रोडक्ट} LOGISTICS {सामान की डिलीवरी} SUPPLY_CHAIN {सप्लाई चेन} BRANDING {ब्रांडिंग} ' +
      'MANAGEMENT {मैनेजमेंट} SALES_AND_ACQUISITION {सेल्स} other {{department}}}',
    overdue: 'समय निकल गया',
    escalated: 'लेवल {level} पर भेजा गया',
  },
  raiseTicket: {
    chooseCategory: 'श्रेणी चुनें',
    routing: 'यह {desk} टीम के पास जाएगा; {hours, plural, one {# घंटे} other {# घंटे}} में जवाब मिलेगा।',
    chooseCentre: '{problem}: पहले ऊपर की पट्टी में सेंटर चुनें।',
    cancel: 'रद्द करें',
    submit: 'टिकट भेजें',
    raised: 'टिकट #{id} भेज दिया गया',
    notRaised: 'टिकट नहीं भेजा जा सका',
  },
  ticketPage: {
    noSuch: 'ऐसा कोई टिकट नहीं है',
    // prettier-ignore
    action:
      '{action, select, start {काम शुरू करें} resolve {हल करें} close {बंद करें} ' +
      'reopen {फिर से खोलें} other {{action}}}',
    resolvePrompt: 'यह कैसे हल हुआ?',
    reopenPrompt: 'इसे फिर से देखने की ज़रूरत क्यों है?',
    moved:
      'टिकट #{id} अब {status, select, OPEN {खुला है} IN_PROGRESS {पर काम चल रहा है} RESOLVED {हल हो गया} CLOSED ' +
      '{बंद है} other {{status}}}',
    notDone: 'नहीं हो सका',
    pastSla: '{due} तक का समय ({hours, plural, one {# घंटा} other {# घंटे}}) निकल चुका है।',
    details: 'जानकारी',
    level: 'लेवल',
    levelText: 'लेवल {level}',
    levelSince: '{since} से लेवल {level}',
    sla: 'जवाब का समय',
    slaText: '{hours, plural, one {# घंटा} other {# घंटे}}, {due} तक',
    raisedText: '{at}, {name} ने बनाया',
    resolved: 'हल हुआ',
    reopenUntil: 'कब तक फिर खोल सकते हैं',
    readOnly: 'आप यह टिकट पढ़ सकते हैं; इस पर काम सिर्फ़ इसका सेंटर, {desk} टीम और हेड ऑफ़िस कर सकते हैं।',
    conversation: 'बातचीत',
    fromCentre: 'सेंटर',
    fromOffice: 'हेड ऑफ़िस',
    reply: 'जवाब',
    replyHint: 'संदेश लिखें',
    send: 'भेजें',
    cancel: 'रद्द करें',
  },
  ticketFiles: {
    attach: 'फ़ाइल जोड़ें',
    notAttached: 'फ़ाइल नहीं जुड़ी',
    remove: '{name} हटाएँ',
    size: '({kb} kB)',
  },
  ticketReport: {
    tickets: 'टिकट',
    waiting: 'बाक़ी',
    overdue: 'समय निकल गया',
    resolved: 'हल हुए',
    total: 'कुल',
    toResolve: 'हल होने में',
    average: 'हल होने में औसत समय',
    hours: '{hours} घंटे',
    byCategory: 'श्रेणी के हिसाब से',
    byCentre: 'सेंटर के हिसाब से',
  },
};
