import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const hi: Widen<typeof en> = {
  feed: {
    title: 'सूचनाएँ',
    none: 'कोई सूचना नहीं',
    noneText: 'सेंटर की सूचनाएँ यहाँ दिखेंगी।',
    wholeCentre: 'पूरा सेंटर',
    read: 'पढ़ा हुआ',
    new: 'नई',
    window: '{audience, select, PARENT {माता-पिता के लिए} STAFF {स्टाफ़ के लिए} other {सबके लिए}} · {from} से',
    until: ' {to} तक',
    attachment: 'अटैचमेंट',
    markRead: 'पढ़ लिया',
  },
  centreCalendar: {
    previous: 'पिछला',
    next: 'अगला',
    today: 'आज',
    month: 'महीना',
    week: 'सप्ताह',
    list: 'सूची',
    noEvents: 'दिखाने को कोई कार्यक्रम नहीं',
    event: 'कार्यक्रम',
    holiday: 'छुट्टी',
    allDay: 'पूरा दिन',
  },
};
