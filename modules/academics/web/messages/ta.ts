import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  homework: {
    title: '{child} வீட்டுப்பாடம்',
    none: 'இன்னும் வீட்டுப்பாடம் இல்லை',
    noSuch: 'இந்த வீட்டுப்பாடம் இல்லை',
    status:
      '{status, select, SUBMITTED {ஒப்படைத்தாயிற்று} REVIEWED {சரிபார்க்கப்பட்டது} ' +
      'REDO {மீண்டும் செய்யவும்} other {செய்ய வேண்டும்}}',
    dates: '{subject} · கொடுத்தது {set} · ஒப்படைக்க கடைசி நாள் {due}',
    openFile: 'ஆசிரியரின் கோப்பைத் திறக்கவும்',
    remark: 'ஆசிரியரின் குறிப்பு:',
    submit: '{title} ஒப்படைக்கவும்',
    submitAgain: '{title} மீண்டும் ஒப்படைக்கவும்',
    submitTitle: 'ஒப்படைக்கவும்: {title}',
    crumb: 'வீட்டுப்பாடம்',
    forChild: '{subject} · {child} க்காக',
    work: 'உங்கள் குழந்தையின் வேலை',
    workHelp: 'PDF அல்லது புகைப்படம் (PNG, JPEG, WebP), 5 MB வரை',
    note: 'ஆசிரியருக்கு ஒரு குறிப்பு',
    send: 'வீட்டுப்பாடத்தை ஒப்படைக்கவும்',
    sent: '{title} ஒப்படைக்கப்பட்டது',
    notSent: 'ஒப்படைக்க முடியவில்லை',
  },
  calendar: {
    title: 'நாட்காட்டி',
    noChild: 'இந்தக் கணக்குடன் எந்தக் குழந்தையும் இணைக்கப்படவில்லை',
    intro: '{centre} இல் {child} க்கான விடுமுறைகளும் நிகழ்வுகளும்',
    holiday: '{title} (விடுமுறை)',
  },
};
