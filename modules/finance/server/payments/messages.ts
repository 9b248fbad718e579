import { defineMessages } from '@portal/kit';

/** The words of the fee receipt, in the language of the child's parent (the figures and names stay as written). */
export const receiptMessage = defineMessages({
  en: {
    title: 'Fee Receipt',
    receiptNo: 'Receipt number',
    date: 'Date',
    receivedFrom: 'Received from',
    feeHead: 'Fee head',
    dueDate: 'Due date',
    amount: 'Amount',
    mode: 'Mode',
    modeName:
      '{mode, select, ONLINE {Online} CASH {Cash} UPI {UPI} CHEQUE {Cheque} BANK_TRANSFER {Bank transfer} ' +
      'CARD {Card} other {{mode}}}',
    reference: 'Payment reference',
    orderReceipt: 'Order receipt',
    refunded: 'Refunded',
    refundReason: 'Reason for refund',
    balance: 'Balance on this installment',
    bank: 'Centre bank',
    tax: 'Tax',
    footer: 'This is a computer-generated receipt and needs no signature.',
  },
  hi: {
    title: 'फ़ीस की रसीद',
    receiptNo: 'रसीद नंबर',
    date: 'तारीख़',
    receivedFrom: 'किससे मिली',
    feeHead: 'फ़ीस का प्रकार',
    dueDate: 'जमा करने की आख़िरी तारीख़',
    amount: 'रकम',
    mode: 'भुगतान का तरीका',
    modeName:
      '{mode, select, ONLINE {ऑनलाइन} CASH {नकद} UPI {यूपीआई} CHEQUE {चेक} BANK_TRANSFER {बैंक ट्रांसफ़र} ' +
      'CARD {कार्ड} other {{mode}}}',
    reference: 'भुगतान का रेफ़रेंस',
    orderReceipt: 'ऑर्डर रसीद',
    refunded: 'पैसे लौटाए गए',
    refundReason: 'पैसे लौटाने की वजह',
    balance: 'इस किस्त में बाकी',
    bank: 'सेंटर का बैंक',
    tax: 'कर',
    footer: 'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  },
  kn: {
    title: 'ಶುಲ್ಕದ ರಸೀದಿ',
    receiptNo: 'ರಸೀದಿ ಸಂಖ್ಯೆ',
    date: 'ದಿನಾಂಕ',
    receivedFrom: 'ಯಾರಿಂದ ಬಂದಿದೆ',
    feeHead: 'ಶುಲ್ಕದ ವಿಧ',
    dueDate: 'ಕಟ್ಟಬೇಕಾದ ಕೊನೆಯ ದಿನಾಂಕ',
    amount: 'ಮೊತ್ತ',
    mode: 'ಪಾವತಿ ವಿಧಾನ',
    modeName:
      '{mode, select, ONLINE {ಆನ್‌ಲೈನ್} CASH {ನಗದು} UPI {ಯುಪಿಐ} CHEQUE {ಚೆಕ್} BANK_TRANSFER {ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ} ' +
      'CARD {ಕಾರ್ಡ್} other {{mode}}}',
    reference: 'ಪಾವತಿಯ ಉಲ್ಲೇಖ',
    orderReceipt: 'ಆರ್ಡರ್ ರಸೀದಿ',
    refunded: 'ಹಣ ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ',
    refundReason: 'ಹಣ ಹಿಂದಿರುಗಿಸಿದ ಕಾರಣ',
    balance: 'ಈ ಕಂತಿನಲ್ಲಿ ಬಾಕಿ',
    bank: 'ಕೇಂದ್ರದ ಬ್ಯಾಂಕ್',
    tax: 'ತೆರಿಗೆ',
    footer: 'ಇದು ಕಂಪ್ಯೂಟರ್‌ನಲ್ಲಿ ತಯಾರಾದ ರಸೀದಿ, ಇದಕ್ಕೆ ಸಹಿ ಬೇಕಿಲ್ಲ.',
  },
  ta: {
    title: 'கட்டண ரசீது',
    receiptNo: 'ரசீது எண்',
    date: 'தேதி',
    receivedFrom: 'செலுத்தியவர்',
    feeHead: 'கட்டண வகை',
    dueDate: 'செலுத்த வேண்டிய கடைசி தேதி',
    amount: 'தொகை',
    mode: 'செலுத்திய முறை',
    modeName:
      '{mode, select, ONLINE {ஆன்லைன்} CASH {ரொக்கம்} UPI {யுபிஐ} CHEQUE {காசோலை} BANK_TRANSFER {வங்கிப் பரிமாற்றம்} ' +
      'CARD {கார்டு} other {{mode}}}',
    reference: 'பணப் பரிவர்த்தனை எண்',
    orderReceipt: 'ஆர்டர் ரசீது',
    refunded: 'பணம் திருப்பித் தரப்பட்டது',
    refundReason: 'திருப்பித் தந்த காரணம்',
    balance: 'இந்தத் தவணையில் மீதம்',
    bank: 'மையத்தின் வங்கி',
    tax: 'வரி',
    footer: 'இது கணினியில் உருவான ரசீது, இதற்குக் கையொப்பம் தேவையில்லை.',
  },
});
