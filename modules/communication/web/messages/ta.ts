import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  feed: {
    title: 'அறிவிப்புகள்',
    none: 'அறிவிப்புகள் இல்லை',
    noneText: 'மையத்தின் அறிவிப்புகள் இங்கே தெரியும்.',
    wholeCentre: 'முழு மையம்',
    read: 'படித்தது',
    new: 'புதியது',
    window: '{audience, select, PARENT {பெற்றோருக்கு} STAFF {பணியாளர்களுக்கு} other {அனைவருக்கும்}} · {from} முதல்',
    until: ' {to} வரை',
    attachment: 'இணைப்பு',
    markRead: 'படித்ததாகக் குறிக்கவும்',
  },
  centreCalendar: {
    previous: 'முந்தைய',
    next: 'அடுத்த',
    today: 'இன்று',
    month: 'மாதம்',
    week: 'வாரம்',
    list: 'பட்டியல்',
    noEvents: 'காட்ட நிகழ்வுகள் இல்லை',
    event: 'நிகழ்வு',
    holiday: 'விடுமுறை',
    allDay: 'நாள் முழுவதும்',
  },
};
