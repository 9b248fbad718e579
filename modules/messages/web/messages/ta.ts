import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  conversation: {
    title: 'செய்திகள்',
    child: 'குழந்தை',
    childUnread: '{name} ({count} படிக்கவில்லை)',
    noChild: 'குழந்தை இணைக்கப்படவில்லை',
    noChildText: 'உங்கள் கணக்கு இன்னும் எந்த மையத்தின் குழந்தையுடனும் இணைக்கப்படவில்லை.',
    empty: 'இன்னும் செய்திகள் இல்லை',
    emptyText: '{child} பற்றி முதல் செய்தியை எழுதுங்கள்.',
    person: '{name} ({role, select, PARENT {பெற்றோர்} TEACHER {ஆசிரியர்} other {அலுவலகம்}})',
    seenBy: '{people} பார்த்தார்',
    seenAfter: 'ஆசிரியர் இதை {time}க்குப் பிறகு பார்ப்பார்',
    sent: 'அனுப்பப்பட்டது',
    // prettier-ignore
    quietHours:
      '{me, select, PARENT {அமைதி நேரம் {from} முதல் {to} வரை: அப்போது அனுப்பிய செய்திகளை ' +
      'ஆசிரியர் மையம் திறந்ததும் பார்ப்பார்.} other {அமைதி நேரம் {from} முதல் {to} வரை.}}',
    message: 'செய்தி',
    write: 'செய்தியை எழுதுங்கள்',
    remove: '{name}-ஐ நீக்கு',
    attach: 'படங்கள் அல்லது PDF இணைக்கவும்',
    send: 'அனுப்பு',
    tooLong: 'ஒரு செய்தியில் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
    tooManyFiles: 'ஒரு செய்தியில் அதிகபட்சம் {max} கோப்புகளை இணைக்கலாம்',
  },
};
