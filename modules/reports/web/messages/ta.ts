import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  reports: {
    glance: 'இன்று ஒரு பார்வையில்',
    seeList: 'பட்டியலைப் பார்',
    nothingYet: 'இன்னும் எதுவும் இல்லை',
    centres: '{count, plural, one {# மையம்} other {# மையங்கள்}}',
    widget: {
      'follow-ups-today': 'இன்றைய பின்தொடர்வுகள்',
      'visits-today': 'இன்றைய வருகைகள்',
      'admissions-month': 'இந்த மாத சேர்க்கைகள்',
      'fees-collected-month': 'இந்த மாதம் வசூலான கட்டணம், எல்லா தலைப்புகளும்',
      'fees-overdue': 'நிலுவைக் கட்டணம்',
      'orders-in-transit': 'வழியில் உள்ள ஆர்டர்கள்',
      'staff-on-leave': 'இன்று விடுப்பில் உள்ள ஊழியர்கள்',
      'attendance-today': 'பதிவில் உள்ள குழந்தைகளில் இன்று வந்தவர்கள்',
      'enquiries-by-stage': 'லீட்கள், சேர்க்கை விசாரணைகள், நிலைவாரியாக',
      'enquiries-by-source': 'லீட்கள், சேர்க்கை விசாரணைகள், மூலவாரியாக',
      'enquiry-conversion': 'லீட்களிலிருந்து சேர்க்கை, இந்த ஆண்டின் லீட்களில்',
      'royalty-invoiced': 'இந்த ஆண்டின் ராயல்டி பில்கள்',
      'kit-orders-by-status': 'கிட் ஆர்டர்கள், நிலைவாரியாக',
      'training-completion': 'பயிற்சி நிறைவு',
      'centre-rank': 'சேர்க்கை விகிதப்படி மையங்களின் வரிசை',
      'immunisations-due': '30 நாட்களில் வரும் தடுப்பூசிகள்',
    },
    part: {
      'attendance-today': { IN: 'இன்று வந்த குழந்தைகள்', NOT_IN: 'இன்னும் வரவில்லை' },
      'enquiry-conversion': { 'Admission Confirmed': 'சேர்ந்தவர்கள்', all: 'விசாரணைகள்' },
      'training-completion': { completed: 'முடிந்தது', pending: 'நிலுவையில்' },
    },
  },
};
