import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  homework: {
    title: '{child} का होमवर्क',
    none: 'अभी कोई होमवर्क नहीं है',
    noSuch: 'यह होमवर्क नहीं मिला',
    status: '{status, select, SUBMITTED {जमा हो गया} REVIEWED {जाँच हो गई} REDO {दोबारा करें} other {करना है}}',
    dates: '{subject} · {set} को दिया · {due} तक जमा करें',
    openFile: 'टीचर की फ़ाइल खोलें',
    remark: 'टीचर की टिप्पणी:',
    submit: '{title} जमा करें',
    submitAgain: '{title} दोबारा जमा करें',
    submitTitle: 'जमा करें: {title}',
    crumb: 'होमवर्क',
    forChild: '{subject} · {child} के लिए',
    work: 'आपके बच्चे का काम',
    workHelp: 'PDF या फ़ोटो (PNG, JPEG, WebP), 5 MB तक',
    note: 'टीचर के लिए संदेश',
    send: 'होमवर्क जमा करें',
    sent: '{title} जमा हो गया',
    notSent: 'जमा नहीं हुआ',
  },
  calendar: {
    title: 'कैलेंडर',
    noChild: 'इस खाते से कोई बच्चा नहीं जुड़ा है',
    intro: '{centre} में {child} की छुट्टियाँ और कार्यक्रम',
    holiday: '{title} (छुट्टी)',
  },
};
