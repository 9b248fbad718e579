import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  gstSummary: {
    title: 'ಜಿಎಸ್‌ಟಿ ಸಾರಾಂಶ',
    // prettier-ignore
    intro:
      'ಕೇಂದ್ರವು ಒಂದು ತಿಂಗಳಲ್ಲಿ ಮಾರಿದ್ದು: ವಿನಾಯಿತಿ ಶುಲ್ಕಗಳು, ಮತ್ತು ' +
      'ಎಚ್‌ಎಸ್‌ಎನ್ ಕೋಡ್ ಹಾಗೂ ದರದ ಪ್ರಕಾರ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್‌ಗಳ ' +
      'ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ ಮತ್ತು ತೆರಿಗೆ.',
    centre: 'ಕೇಂದ್ರ',
    chooseCentre: 'ಕೇಂದ್ರವನ್ನು ಆರಿಸಿ',
    month: 'ತಿಂಗಳು',
    exportCsv: 'CSV ರಫ್ತು ಮಾಡಿ',
    // prettier-ignore
    invoices:
      '{count, plural, =0 {ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್ ಇಲ್ಲ} one {# ತೆರಿಗೆ ' +
      'ಇನ್‌ವಾಯ್ಸ್} other {# ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್‌ಗಳು}}',
    empty: '{month} ರಲ್ಲಿ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್‌ಗಳಿಲ್ಲ.',
    emptyHint: 'ತಿಂಗಳ ಕುಟುಂಬಗಳಿಗೆ ಮಾರಾಟ ಮತ್ತು ಕಿಟ್ ಇನ್‌ವಾಯ್ಸ್‌ಗಳು ಇಲ್ಲಿ ಕಾಣುತ್ತವೆ.',
    hsn: 'ಎಚ್‌ಎಸ್‌ಎನ್',
    rate: 'ಜಿಎಸ್‌ಟಿ ದರ',
    invoiceCount: 'ಇನ್‌ವಾಯ್ಸ್‌ಗಳು',
    taxable: 'ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ',
    cgst: 'ಸಿಜಿಎಸ್‌ಟಿ',
    sgst: 'ಎಸ್‌ಜಿಎಸ್‌ಟಿ',
    igst: 'ಐಜಿಎಸ್‌ಟಿ',
    figureExempt: 'ವಿನಾಯಿತಿ ಪೂರೈಕೆಗಳು (ಶುಲ್ಕಗಳು)',
    figureNilExempt: 'ಶೂನ್ಯ-ದರ ಮತ್ತು ವಿನಾಯಿತಿ ಸರಕುಗಳು',
    value: 'ಮೌಲ್ಯ',
    supply: 'ಪೂರೈಕೆ',
    supplyTaxable: 'ತೆರಿಗೆಗೆ ಒಳಪಡುವ',
    supplyNilExempt: 'ಶೂನ್ಯ-ದರ ಅಥವಾ ವಿನಾಯಿತಿ',
    figureTaxable: 'ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ',
    figureCgst: 'ಸಿಜಿಎಸ್‌ಟಿ',
    figureSgst: 'ಎಸ್‌ಜಿಎಸ್‌ಟಿ',
    figureIgst: 'ಐಜಿಎಸ್‌ಟಿ',
    // prettier-ignore
    rounding:
      'ಜಿಎಸ್‌ಟಿಯನ್ನು ಪ್ರತಿ ಇನ್‌ವಾಯ್ಸ್ ಸಾಲಿನಲ್ಲಿ ಲೆಕ್ಕಹಾಕಿ ಪೈಸೆಗೆ ' +
      'ಪೂರ್ಣಾಂಕಗೊಳಿಸಲಾಗುತ್ತದೆ; ಇವು ಸಾಲುಗಳ ಮೊತ್ತಗಳು.',
  },
  familySale: {
    title: 'ಕುಟುಂಬಕ್ಕೆ ಮಾರಾಟ',
    // prettier-ignore
    intro:
      'ಕೇಂದ್ರದಲ್ಲಿ ಮಾರಿದ ಸಮವಸ್ತ್ರ, ಪುಸ್ತಕಗಳು ಮತ್ತು ಕಿಟ್‌ಗಳು: ಮಗುವಿನ ' +
      'ಶುಲ್ಕ ಖಾತೆಗೆ ಹಾಕಿದ ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್.',
    child: 'ಮಗು',
    chooseChild: 'ಮಗುವನ್ನು ಆರಿಸಿ',
    item: 'ವಸ್ತು',
    chooseItem: 'ವಸ್ತುವನ್ನು ಆರಿಸಿ',
    quantity: 'ಪ್ರಮಾಣ',
    addItem: 'ವಸ್ತು ಸೇರಿಸಿ',
    remove: 'ತೆಗೆದುಹಾಕಿ',
    record: 'ಮಾರಾಟ ದಾಖಲಿಸಿ',
    recorded: 'ಇನ್‌ವಾಯ್ಸ್ {invoiceNo}: {amount} ಶುಲ್ಕ ಖಾತೆಗೆ ಹಾಕಲಾಗಿದೆ',
    invoice: 'ತೆರಿಗೆ ಇನ್‌ವಾಯ್ಸ್',
    buyerState: 'ಖರೀದಿದಾರರ ರಾಜ್ಯ (ಪೂರೈಕೆಯ ಸ್ಥಳ)',
    buyerStateHint: 'ಕುಟುಂಬ ಕೇಂದ್ರದಲ್ಲೇ ಸರಕು ಪಡೆದರೆ ಖಾಲಿ ಬಿಡಿ; ಬೇರೆ ರಾಜ್ಯದ ಮಾರಾಟಕ್ಕೆ IGST.',
    billOfSupply: 'ಪೂರೈಕೆ ಬಿಲ್',
    invoiceCumBill: 'ಇನ್‌ವಾಯ್ಸ್-ಸಹಿತ ಪೂರೈಕೆ ಬಿಲ್',
    placeOfSupply: 'ಪೂರೈಕೆಯ ಸ್ಥಳ: {state}',
    total: 'ಒಟ್ಟು',
  },
};
