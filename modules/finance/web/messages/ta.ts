import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const ta: Widen<typeof en> = {
  autopay: {
    title: 'ஆட்டோபே',
    // prettier-ignore
    intro:
      'ஒவ்வொரு தவணையும் அதன் தேதியில் உங்கள் வங்கியிலிருந்து செலுத்தப்படும், ' +
      'ஒரு முறைக்கு {cap} வரை. ஒவ்வொரு பிடித்தத்திற்கும் ஒரு நாள் முன் ' +
      'தெரிவிக்கப்படும்.',
    method: 'இதன் மூலம் அனுமதிக்கவும்',
    // prettier-ignore
    methodName:
      '{method, select, UPI_INTENT {உங்கள் UPI செயலி} UPI_QR {UPI க்யூஆர் குறியீடு} ' +
      'CARD {அட்டை} NETBANKING {நெட் பேங்கிங்} other {{method}}}',
    setUp: 'ஆட்டோபே அமைக்கவும்',
    on: 'ஆட்டோபே இயக்கத்தில்: ஒவ்வொரு பிடித்தமும் {cap} வரை',
    pending: 'உங்கள் UPI செயலியில் அனுமதிக்காகக் காத்திருக்கிறது',
    approveTest: 'UPI செயலியில் அனுமதிக்கவும் (சோதனை)',
    // prettier-ignore
    testText:
      'சோதனை முறை: எந்த வங்கியிலிருந்தும் பணம் எடுக்கப்படாது. இங்கே ' +
      'அனுமதிப்பது UPI செயலியில் அனுமதிப்பதற்குச் சமம்.',
    cancel: 'ஆட்டோபேயை ரத்து செய்',
    cancelled: 'ஆட்டோபே ரத்து செய்யப்பட்டது',
    upcoming: '{label} க்கான {amount} {date} அன்று பிடிக்கப்படும்',
    debitLine: '{label} க்கான {amount}, {date}',
    skip: 'இதைத் தவிர்',
    // prettier-ignore
    debitStatus:
      '{status, select, NOTIFIED {பிடிக்கப்படும்} SKIPPED {தவிர்க்கப்பட்டது} ' +
      'PAID {பிடிக்கப்பட்டது} RETRYING {தோல்வி, மீண்டும் முயலும்} FELL_BACK ' +
      '{தோல்வி: தயவுசெய்து செலுத்தவும்} CANCELLED {ரத்து} NOT_NEEDED {ஏற்கனவே ' +
      'செலுத்தப்பட்டது} DEBITING {பிடிக்கப்படுகிறது} REFUND_DUE {திருப்பித் ' +
      'தர வேண்டும்} other {{status}}}',
    reminders: 'அனுப்பிய நினைவூட்டல்கள்',
    reminderBefore: 'கடைசி தேதிக்கு {days} நாட்கள் முன்',
    reminderAfter: 'கடைசி தேதிக்கு {days} நாட்கள் பின்',
    reminderOnDue: 'கடைசி தேதியன்று',
    reminderAutopay: 'ஆட்டோபே தோல்வியடைந்த பின்',
  },
  feeAccount: {
    title: 'கட்டணக் கணக்கு',
    outstanding: 'இப்போது நிலுவை, திட்டங்களும் பிற கட்டணங்களும் சேர்த்து:',
    due: 'நிலுவை',
    payOnline: 'இணையத்தில் செலுத்து',
    noPlan: 'இன்னும் கட்டணத் திட்டம் எதுவும் சேர்க்கப்படவில்லை.',
    receipt: 'ரசீது',
    mode: 'முறை',
    amount: 'தொகை',
    status: 'நிலை',
    date: 'தேதி',
    installment: 'தவணை',
    dueDate: 'கடைசித் தேதி',
    concession: 'சலுகை',
    paid: 'செலுத்தியது',
    dueNow: 'இப்போது நிலுவை',
    chooseStudent: 'மாணவர் பட்டியலிலிருந்து ஒரு மாணவரைத் தேர்ந்தெடுக்கவும்.',
    students: 'மாணவர்கள்',
    assignPlan: 'கட்டணத் திட்டத்தைச் சேர்',
    assignToBill: 'மாணவருக்குக் கட்டணம் விதித்து பெற்றோரின் கட்டண இணைப்பைத் திறக்க.',
    openLedger: 'பேரேட்டைத் திற',
    takePayment: 'மையத்தில் கட்டணம் பெறு',
    midYear: 'நடுவில் சேர்ந்தார்: {rule, select, FROM_JOINING_MONTH {சேர்ந்த மாதம் முதல்} other {முழு ஆண்டு}} கட்டணம்',
    noInstallments: 'தவணைகள் இல்லை',
  },
  pay: {
    heading: '{student} கட்டணம் · {plan}',
    total: 'மொத்தம்',
    concession: 'சலுகை',
    paid: 'செலுத்தியது',
    stillDue: 'இன்னும் நிலுவை',
    notCompleted: 'கட்டணம் முடியவில்லை',
    payFor: '{label} செலுத்துங்கள்',
    payAmount: '{amount} செலுத்துங்கள்',
    receipts: 'ரசீதுகள்',
    download: 'பதிவிறக்கு',
    modalTitle: 'ஆன்லைனில் செலுத்துங்கள்',
    testBadge: 'சோதனை முறை: உண்மையான பணம் போகாது',
    testText: 'இந்த போர்ட்டல் கட்டண சோதனை முறையில் இயங்குகிறது. கீழே உள்ள கட்டணத்தை',
    testTextMore: 'போர்ட்டல் கேட்வே போலவே கையொப்பமிடுகிறது; அதே சோதனைகள் நடக்கும்.',
    orderLine: 'ஆர்டர் {order} · ரசீது {receipt}',
    payTest: '{amount} செலுத்துங்கள் (சோதனை)',
    testBannerTitle: 'சோதனை முறை',
    testBanner: 'இந்த போர்ட்டலில் கட்டணங்கள் பயிற்சி மட்டுமே: பணம் எடுக்கப்படாது, எந்த கேட்வேயும் தொடர்புகொள்ளப்படாது.',
    checkoutFailed: 'கட்டண சாளரம் திறக்கவில்லை; இணைப்பைப் பார்த்து மீண்டும் முயலுங்கள்',
    thankYou: 'நன்றி',
    received: 'உங்கள் கட்டணம் கிடைத்தது.',
    receivedUnder: 'உங்கள் கட்டணம் ரசீது {receipt} இல் கிடைத்தது.',
    downloadReceipt: 'ரசீதைப் பதிவிறக்கு (PDF)',
    back: 'தவணைகளுக்குத் திரும்பு',
    openFromLink: 'உங்கள் ரசீதைப் பார்க்க இந்தப் பக்கத்தைக் கட்டண இணைப்பிலிருந்து திறக்கவும்.',
    fullPayment: 'முழுக் கட்டணம்',
    fromJoining: 'சேர்ந்த நாள் முதல்',
    installmentN: 'தவணை {n}',
    paidUnder: 'ரசீது {receipt} இல் செலுத்தப்பட்டது',
    offline: 'இங்கே ஆன்லைன் கட்டணம் இல்லை; தயவுசெய்து மையத்தில் செலுத்துங்கள்.',
  },
  charges: {
    title: 'மற்ற கட்டணங்கள்',
    due: 'நிலுவை',
    date: 'தேதி',
    for: 'எதற்கு',
  },
  feeStatus: {
    INITIATED: 'தொடங்கியது',
    FAILED: 'தோல்வி',
    TRANSFERRED: 'மாற்றப்பட்டது',
    CONFIRMED: 'உறுதியானது',
    APPROVAL_WAITING: 'ஒப்புதலுக்குக் காத்திருக்கிறது',
    'AWAITING APPROVAL': 'ஒப்புதலுக்குக் காத்திருக்கிறது',
    PAID: 'செலுத்தப்பட்டது',
    'PARTLY PAID': 'பகுதி செலுத்தப்பட்டது',
    DUE: 'நிலுவை',
    OVERDUE: 'தேதி கடந்தது',
    UPCOMING: 'வரவிருக்கிறது',
    WAIVED: 'கட்டணம் இல்லை',
    REFUNDED: 'திருப்பித் தரப்பட்டது',
  },
  feeMode: {
    ONLINE: 'இணையம்',
    CASH: 'ரொக்கம்',
    UPI: 'UPI',
    CHEQUE: 'காசோலை',
    BANK_TRANSFER: 'வங்கிப் பரிமாற்றம்',
    CARD: 'அட்டை',
  },
  taxCertificate: {
    title: 'வரிச் சான்றிதழ்',
    // prettier-ignore
    intro:
      'ஒரு நிதியாண்டில் (ஏப்ரல் முதல் மார்ச் வரை) செலுத்திய கல்விக் கட்டணம், பிரிவு {section} ' +
      'வருமான வரி விலக்குக்காக.',
    year: 'நிதியாண்டு {year}',
    paid: 'செலுத்திய கல்விக் கட்டணம்: {amount}',
    download: 'வரிச் சான்றிதழைப் பதிவிறக்குக',
    none: 'இன்னும் கல்விக் கட்டணம் செலுத்தப்படவில்லை: பணம் செலுத்தியதும் சான்றிதழ் இங்கே தோன்றும்.',
  },
};
