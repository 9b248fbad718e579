import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  tickets: {
    title: 'டிக்கெட்டுகள்',
    count: '{count, plural, one {# டிக்கெட்} other {# டிக்கெட்டுகள்}}',
    list:
      '{list, select, open {திறந்தவை} inprogress {வேலை நடக்கிறது} resolved {தீர்ந்தவை} closed {மூடியவை} overdue ' +
      '{நேரம் தாண்டியவை} escalated {மேலே அனுப்பியவை} other {அனைத்தும்}}',
    empty: 'இந்தப் பட்டியலில் டிக்கெட் எதுவும் இல்லை',
    report: 'அறிக்கை',
    hideReport: 'அறிக்கையை மறை',
    export: 'பதிவிறக்கம்',
    raise: 'புதிய டிக்கெட்',
    search: 'தலைப்பு, வகை அல்லது மையம் கொண்டு தேடுங்கள்',
    number: '#',
    subject: 'தலைப்பு',
    description: 'விவரம்',
    centre: 'மையம்',
    category: 'வகை',
    priority: 'எவ்வளவு அவசரம்',
    status: 'நிலை',
    routedTo: 'யாரிடம் சென்றது',
    owner: 'பொறுப்பாளர்',
    due: 'கடைசி நேரம்',
    raised: 'உருவானது',
    headOffice: 'தலைமை அலுவலகம்',
    ticketNo: 'டிக்கெட் #{id}',
    statusLabel:
      '{status, select, OPEN {திறந்துள்ளது} IN_PROGRESS {வேலை நடக்கிறது} RESOLVED {தீர்ந்தது} CLOSED {மூடப்பட்டது} ' +
      'other {{status}}}',
    // prettier-ignore
    priorityLabel:
      '{priority, select, LOW {குறைவு} MEDIUM {சாதாரணம்} HIGH {அதிகம்} URGENT {மிக அவசரம்} other {{priority}}}',
    department:
      '{department, select, CUSTOMER_CARE {வாடிக்கையாளர் சேவை} OPERATION {செயல்பாடுகள்} MARKETING {மார்க்கெட்டிங்} ' +
      'FINANCE {நிதி} ACADEMICS {கல்வி} TECH {தொழில்நுட்பம்} BUSINESS_PARTNER {வணிகக் கூட்டாளிகள்} ' +
      'PRODUCT {தயாரிப்பு} LOGISTICS {பொருள் அனுப்புதல்} SUPPLY_CHAIN {விநியோகம்} BRANDING {பிராண்டிங்} ' +
      'MANAGEMENT {நிர்வாகம்} SALES_AND_ACQUISITION {விற்பனை} other {{department}}}',
    overdue: 'நேரம் தாண்டியது',
    escalated: 'நிலை {level}க்கு உயர்ந்தது',
  },
  raiseTicket: {
    chooseCategory: 'வகையைத் தேர்ந்தெடுங்கள்',
    // prettier-ignore
    routing:
      'இது {desk} குழுவுக்குச் செல்லும்; ' +
      '{hours, plural, one {# மணி நேரத்தில்} other {# மணி நேரத்தில்}} பதில் வரும்.',
    chooseCentre: '{problem}: முதலில் மேலே உள்ள பட்டையில் மையத்தைத் தேர்ந்தெடுங்கள்.',
    cancel: 'ரத்து செய்',
    submit: 'டிக்கெட்டை அனுப்பு',
    raised: 'டிக்கெட் #{id} அனுப்பப்பட்டது',
    notRaised: 'டிக்கெட்டை அனுப்ப முடியவில்லை',
  },
  ticketPage: {
    noSuch: 'அப்படி ஒரு டிக்கெட் இல்லை',
    action:
      '{action, select, start {வேலையைத் தொடங்கு} resolve {தீர்த்து வை} close {மூடு} reopen {மீண்டும் திற} other ' +
      '{{action}}}',
    resolvePrompt: 'இது எப்படித் தீர்க்கப்பட்டது?',
    reopenPrompt: 'இதை ஏன் மீண்டும் பார்க்க வேண்டும்?',
    moved:
      'டிக்கெட் #{id} இப்போது {status, select, OPEN {திறந்துள்ளது} IN_PROGRESS {வேலையில் உள்ளது} RESOLVED ' +
      '{தீர்ந்தது} CLOSED {மூடப்பட்டது} other {{status}}}',
    notDone: 'முடியவில்லை',
    pastSla: '{due} வரையிலான நேரம் ({hours, plural, one {# மணி} other {# மணி}}) தாண்டிவிட்டது.',
    details: 'விவரங்கள்',
    level: 'நிலை',
    levelText: 'நிலை {level}',
    levelSince: '{since} முதல் நிலை {level}',
    sla: 'பதில் நேரம்',
    slaText: '{hours, plural, one {# மணி} other {# மணி}}, {due} வரை',
    raisedText: '{at}, {name} உருவாக்கியது',
    resolved: 'தீர்ந்தது',
    reopenUntil: 'மீண்டும் திறக்கக் கடைசி நாள்',
    readOnly: 'இந்த டிக்கெட்டை நீங்கள் படிக்கலாம்; இதில் செயல்படுவது அதன் மையம், {desk} குழு, தலைமை அலுவலகம் மட்டுமே.',
    conversation: 'உரையாடல்',
    fromCentre: 'மையம்',
    fromOffice: 'தலைமை அலுவலகம்',
    reply: 'பதில்',
    replyHint: 'செய்தியை எழுதுங்கள்',
    send: 'அனுப்பு',
    cancel: 'ரத்து செய்',
  },
  ticketFiles: {
    attach: 'கோப்பைச் சேர்',
    notAttached: 'கோப்பு சேர்க்கப்படவில்லை',
    remove: '{name} நீக்கு',
    size: '({kb} kB)',
  },
  ticketReport: {
    tickets: 'டிக்கெட்டுகள்',
    waiting: 'நிலுவையில்',
    overdue: 'நேரம் தாண்டியவை',
    resolved: 'தீர்ந்தவை',
    total: 'மொத்தம்',
    toResolve: 'தீர்க்க',
    average: 'தீர்க்க சராசரி நேரம்',
    hours: '{hours} மணி',
    byCategory: 'வகை வாரியாக',
    byCentre: 'மையம் வாரியாக',
  },
};
