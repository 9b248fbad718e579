import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  launchStatus:
    '{status, select, TODO {செய்ய வேண்டியது} IN_PROGRESS {நடந்துகொண்டிருக்கிறது} DONE {முடிந்தது} other {{status}}}',
  launchSide: '{side, select, HEAD_OFFICE {தலைமை அலுவலகம்} FRANCHISEE {ஃபிரான்சைசி} other {{side}}}',
  launch: {
    title: '{centre} தொடக்கம்',
    centreLaunch: 'மையத் தொடக்கம்',
    centreLaunches: 'மையத் தொடக்கங்கள்',
    crumb: 'தொடக்கம்',
    openingOn: 'தொடக்க நாள் {date}',
    chooseBefore: 'தொடக்க நிலையில் உள்ள ஒரு மையத்தை',
    chooseAfter: ' பக்கத்திலிருந்து தேர்ந்தெடுக்கவும்.',
    // prettier-ignore
    noPlan:
      'இந்த மையத்திற்குத் தொடக்கத் திட்டம் இல்லை: ' +
      'கையெழுத்திட்ட ஃபிரான்சைசியை மையமாக மாற்றும்போது தலைமை அலுவலகம் அதை உருவாக்கும்.',
    progress: '{total} இல் {done} பணிகள் முடிந்தன',
    progressLabel: 'முடிந்த பணிகளின் பங்கு',
    overdueCount: '{count, plural, one {# பணி காலக்கெடு கடந்தது} other {# பணிகள் காலக்கெடு கடந்தன}}',
    column: '{status} ({count})',
    none: 'எதுவும் இல்லை',
    openingDay: 'தொடக்க நாள்',
    move: 'தொடக்க நாளை மாற்றவும்',
    moved: 'தொடக்க நாள் மாற்றப்பட்டது: முடியாத பணிகளுக்குப் புதிய தேதிகள் அமைந்தன',
    saved: '{task}: சேமிக்கப்பட்டது',
    overdue: 'காலக்கெடு கடந்தது',
    dates: '{start} முதல் {due} வரை',
    datesDone: '{start} முதல் {due} வரை · {done} அன்று முடிந்தது',
    document: 'ஆவணம்',
    status: 'நிலை',
    note: 'குறிப்பு',
    save: 'சேமி',
  },
  convert: {
    converted: '{centre} ஆக மாற்றப்பட்டது, தொடக்கம் {date}.',
    launchBoard: 'தொடக்கப் பலகை',
    opened: '{centre} தொடக்கத்திற்குத் திறக்கப்பட்டது: {tasks} பணிகள் திட்டமிடப்பட்டன',
    intro: '{name} ஒப்பந்தத்தில் கையெழுத்திட்டுள்ளார்: அவரது மையத்தையும் அதன் தொடக்கத் திட்டத்தையும் திறக்கவும்.',
    openingDay: 'தொடக்க நாள்',
    centreName: 'மையத்தின் பெயர்',
    loginEmail: 'உரிமையாளரின் உள்நுழைவு மின்னஞ்சல்',
    city: 'நகரம்',
    address: 'மையத்தின் முகவரி',
    convert: 'மையமாக மாற்றவும்',
  },
  investment:
    '{band, select, UPTO_15L {₹15 லட்சம் வரை} 15L_25L {₹15–25 லட்சம்} 25L_40L {₹25–40 லட்சம்} ' +
    'ABOVE_40L {₹40 லட்சத்திற்கு மேல்} other {{band}}}',
  form: {
    title: 'ப்ரீ-ஸ்கூல் ஃபிரான்சைஸ் பெறுங்கள்',
    name: 'உங்கள் பெயர்',
    mobile: 'மொபைல் எண்',
    email: 'மின்னஞ்சல்',
    city: 'நகரம்',
    pincodes: 'நீங்கள் விரும்பும் PIN குறியீடுகள்',
    pincodesHint: 'ஒன்று அல்லது மேற்பட்டவை, காற்புள்ளியால் பிரிக்கவும்',
    investment: 'நீங்கள் திட்டமிடும் முதலீடு',
    remarks: 'வேறு ஏதேனும்',
    send: 'அனுப்பு',
  },
  disclosure: {
    title: 'ஃபிரான்சைஸ் வெளிப்படுத்தல் ஆவணம்',
    loading: 'ஏற்றப்படுகிறது…',
    // prettier-ignore
    intro:
      'அன்புள்ள {name}, எதிலும் கையெழுத்திடும் அல்லது பணம் செலுத்தும் முன் ' +
      '{title} (பதிப்பு {version}) ஐப் படிக்கவும்.',
    download: 'ஆவணத்தைப் பதிவிறக்கவும்',
    acknowledged: 'பதிப்பு {version} ஐ {when} அன்று ஏற்றுக்கொண்டீர்கள். நன்றி.',
    confirm: 'இந்த வெளிப்படுத்தல் ஆவணத்தைப் பெற்றுப் படித்துவிட்டேன்',
    acknowledge: 'ஏற்றுக்கொள்',
  },
};
