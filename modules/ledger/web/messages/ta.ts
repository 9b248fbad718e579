import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  adjustments: {
    title: 'ராயல்டி சரிசெய்தல்கள்',
    subtitle: 'ஒரு மாத ராயல்டி விலைப்பட்டியலைத் திருத்த தலைமை அலுவலகத்திடம் கேளுங்கள், அதன் முடிவைப் பாருங்கள்.',
    raise: 'சரிசெய்தலைக் கேள்',
    invoice: 'ராயல்டி விலைப்பட்டியல்',
    invoiceOption: '{invoice} · {month} · சரிசெய்ய {left} மீதம்',
    noInvoice: 'சரிசெய்ய இன்னும் ராயல்டி விலைப்பட்டியல் இல்லை',
    direction: 'சரிசெய்தல்',
    credit: 'ராயல்டியைக் குறை (கிரெடிட் நோட்)',
    debit: 'ராயல்டியைக் கூட்டு (டெபிட் நோட்)',
    reason: 'காரணம்',
    amount: 'சரிசெய்ய வேண்டிய ராயல்டி (₹)',
    amountHint: 'GST-க்கு முன்: விலைப்பட்டியல் வசூலித்த GST-ஐ நோட் சேர்க்கும்.',
    details: 'என்ன நடந்தது',
    file: 'ஆதாரக் கோப்பு (விருப்பம்)',
    send: 'தலைமை அலுவலகத்திற்கு அனுப்பு',
    sent: 'தலைமை அலுவலகத்திற்கு அனுப்பப்பட்டது',
    badAmount: 'தொகை ரூபாயில், அதிகபட்சம் 2 தசம இடங்களுடன் இருக்க வேண்டும்',
    list: 'சரிசெய்தல்கள்',
    empty: 'இதுவரை எந்தச் சரிசெய்தலும் கேட்கப்படவில்லை',
    month: 'மாதம்',
    centre: 'மையம்',
    status: 'நிலை',
    note: 'நோட்',
    noteLine: '{note}: GST உடன் {total}',
    raised: 'கேட்ட நாள்',
    refusedBecause: 'மறுக்கப்பட்ட காரணம்: {reason}',
    accept: 'ஏற்றுக்கொள்',
    refuse: 'மறு',
    refuseReason: 'ஏன் மறுக்கப்படுகிறது?',
    confirmRefuse: 'சரிசெய்தலை மறு',
    cancel: 'ரத்துசெய்',
    accepted: 'ஏற்கப்பட்டது: {note} வழங்கப்பட்டது',
    refused: 'மறுக்கப்பட்டது',
    einvoice: 'மின் விலைப்பட்டியல்',
    supporting: 'ஆதாரக் கோப்பு',
  },
  adjustmentReason:
    '{reason, select, FAMILY_REFUND {குடும்பத்திற்குத் திருப்பிச் செலுத்தியது} ' +
    'WRONG_REVENUE {தவறான வருவாய் எண்ணிக்கை} ' +
    'CLOSED_WEEK {மையம் ஒரு வாரம் மூடப்பட்டது} OTHER {மற்றவை} other {{reason}}}',
  adjustmentStatus:
    '{status, select, PENDING {தலைமை அலுவலக முடிவுக்குக் காத்திருக்கிறது} ACCEPTED {ஏற்கப்பட்டது} ' +
    'REFUSED {மறுக்கப்பட்டது} other {{status}}}',
  adjustmentDirection: '{direction, select, CREDIT {கிரெடிட் நோட்} DEBIT {டெபிட் நோட்} other {{direction}}}',
};
