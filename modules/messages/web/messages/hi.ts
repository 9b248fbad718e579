import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  conversation: {
    title: 'संदेश',
    child: 'बच्चा',
    childUnread: '{name} ({count} नहीं पढ़े)',
    noChild: 'कोई बच्चा नहीं जुड़ा',
    noChildText: 'आपका खाता अभी किसी सेंटर के बच्चे से नहीं जुड़ा है।',
    empty: 'अभी कोई संदेश नहीं',
    emptyText: '{child} के बारे में पहला संदेश लिखें।',
    person: '{name} ({role, select, PARENT {माता-पिता} TEACHER {टीचर} other {ऑफ़िस}})',
    seenBy: '{people} ने देखा',
    seenAfter: 'टीचर इसे {time} के बाद देखेंगे',
    sent: 'भेज दिया',
    quietHours:
      '{me, select, PARENT {शांत समय {from} से {to} तक: इस बीच भेजे संदेश टीचर अगली सुबह सेंटर खुलने पर देखेंगे।} ' +
      'other {शांत समय {from} से {to} तक।}}',
    message: 'संदेश',
    write: 'संदेश लिखें',
    remove: '{name} हटाएँ',
    attach: 'फ़ोटो या PDF जोड़ें',
    send: 'भेजें',
    tooLong: 'संदेश में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
    tooManyFiles: 'एक संदेश में ज़्यादा से ज़्यादा {max} फ़ाइलें जुड़ सकती हैं',
  },
};
