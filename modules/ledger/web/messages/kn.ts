import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  adjustments: {
    title: 'ರಾಯಲ್ಟಿ ಹೊಂದಾಣಿಕೆಗಳು',
    subtitle: 'ಒಂದು ತಿಂಗಳ ರಾಯಲ್ಟಿ ಇನ್‌ವಾಯ್ಸ್ ಸರಿಪಡಿಸಲು ಹೆಡ್ ಆಫೀಸ್‌ಗೆ ಕೇಳಿ, ಅದರ ನಿರ್ಧಾರವನ್ನು ನೋಡಿ.',
    raise: 'ಹೊಂದಾಣಿಕೆ ಕೇಳಿ',
    invoice: 'ರಾಯಲ್ಟಿ ಇನ್‌ವಾಯ್ಸ್',
    invoiceOption: '{invoice} · {month} · ಹೊಂದಿಸಲು {left} ಉಳಿದಿದೆ',
    noInvoice: 'ಹೊಂದಿಸಲು ಇನ್ನೂ ಯಾವುದೇ ರಾಯಲ್ಟಿ ಇನ್‌ವಾಯ್ಸ್ ಇಲ್ಲ',
    direction: 'ಹೊಂದಾಣಿಕೆ',
    credit: 'ರಾಯಲ್ಟಿ ಕಡಿಮೆ ಮಾಡಿ (ಕ್ರೆಡಿಟ್ ನೋಟ್)',
    debit: 'ರಾಯಲ್ಟಿ ಹೆಚ್ಚಿಸಿ (ಡೆಬಿಟ್ ನೋಟ್)',
    reason: 'ಕಾರಣ',
    amount: 'ಹೊಂದಿಸಬೇಕಾದ ರಾಯಲ್ಟಿ (₹)',
    amountHint: 'GST ಮೊದಲು: ಇನ್‌ವಾಯ್ಸ್ ವಿಧಿಸಿದ GST ಅನ್ನು ನೋಟ್ ಸೇರಿಸುತ್ತದೆ.',
    details: 'ಏನಾಯಿತು',
    file: 'ಪೂರಕ ಫೈಲ್ (ಐಚ್ಛಿಕ)',
    send: 'ಹೆಡ್ ಆಫೀಸ್‌ಗೆ ಕಳುಹಿಸಿ',
    sent: 'ಹೆಡ್ ಆಫೀಸ್‌ಗೆ ಕಳುಹಿಸಲಾಗಿದೆ',
    badAmount: 'ಮೊತ್ತವು ರೂಪಾಯಿಗಳಲ್ಲಿ, ಗರಿಷ್ಠ 2 ದಶಮಾಂಶಗಳೊಂದಿಗೆ ಇರಬೇಕು',
    list: 'ಹೊಂದಾಣಿಕೆಗಳು',
    empty: 'ಇನ್ನೂ ಯಾವುದೇ ಹೊಂದಾಣಿಕೆ ಕೇಳಿಲ್ಲ',
    month: 'ತಿಂಗಳು',
    centre: 'ಕೇಂದ್ರ',
    status: 'ಸ್ಥಿತಿ',
    note: 'ನೋಟ್',
    noteLine: '{note}: GST ಸಹಿತ {total}',
    raised: 'ಕೇಳಿದ ದಿನ',
    refusedBecause: 'ನಿರಾಕರಣೆಯ ಕಾರಣ: {reason}',
    accept: 'ಸ್ವೀಕರಿಸಿ',
    refuse: 'ನಿರಾಕರಿಸಿ',
    refuseReason: 'ಇದನ್ನು ಏಕೆ ನಿರಾಕರಿಸಲಾಗುತ್ತಿದೆ?',
    confirmRefuse: 'ಹೊಂದಾಣಿಕೆಯನ್ನು ನಿರಾಕರಿಸಿ',
    cancel: 'ರದ್ದುಮಾಡಿ',
    accepted: 'ಸ್ವೀಕರಿಸಲಾಗಿದೆ: {note} ನೀಡಲಾಗಿದೆ',
    refused: 'ನಿರಾಕರಿಸಲಾಗಿದೆ',
    einvoice: 'ಇ-ಇನ್‌ವಾಯ್ಸ್',
    supporting: 'ಪೂರಕ ಫೈಲ್',
  },
  adjustmentReason:
    '{reason, select, FAMILY_REFUND {ಕುಟುಂಬಕ್ಕೆ ಮರುಪಾವತಿ} WRONG_REVENUE {ತಪ್ಪಾದ ಆದಾಯದ ಅಂಕಿ} ' +
    'CLOSED_WEEK {ಕೇಂದ್ರ ಒಂದು ವಾರ ಮುಚ್ಚಿತ್ತು} OTHER {ಇತರೆ} other {{reason}}}',
  adjustmentStatus:
    '{status, select, PENDING {ಹೆಡ್ ಆಫೀಸ್‌ಗಾಗಿ ಕಾಯುತ್ತಿದೆ} ACCEPTED {ಸ್ವೀಕರಿಸಲಾಗಿದೆ} REFUSED {ನಿರಾಕರಿಸಲಾಗಿದೆ} other {{status}}}',
  adjustmentDirection: '{direction, select, CREDIT {ಕ್ರೆಡಿಟ್ ನೋಟ್} DEBIT {ಡೆಬಿಟ್ ನೋಟ್} other {{direction}}}',
};
