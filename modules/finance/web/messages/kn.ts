import type { Widen } from '@portal/ui';
import type { en } from './en.ts';

export const kn: Widen<typeof en> = {
  autopay: {
    title: 'ಆಟೋಪೇ',
    // prettier-ignore
    intro:
      'ಪ್ರತಿ ಕಂತು ಅದರ ದಿನಾಂಕದಂದು ನಿಮ್ಮ ಬ್ಯಾಂಕಿನಿಂದ ಪಾವತಿಯಾಗುತ್ತದೆ, ಒಮ್ಮೆಗೆ ' +
      '{cap} ವರೆಗೆ. ಪ್ರತಿ ಕಡಿತಕ್ಕೆ ಒಂದು ದಿನ ಮೊದಲು ತಿಳಿಸಲಾಗುತ್ತದೆ.',
    method: 'ಇದರಿಂದ ಅನುಮೋದಿಸಿ',
    // prettier-ignore
    methodName:
      '{method, select, UPI_INTENT {ನಿಮ್ಮ UPI ಆ್ಯಪ್} UPI_QR {UPI ಕ್ಯೂಆರ್ ಕೋಡ್} ' +
      'CARD {ಕಾರ್ಡ್} NETBANKING {ನೆಟ್ ಬ್ಯಾಂಕಿಂಗ್} other {{method}}}',
    setUp: 'ಆಟೋಪೇ ಆರಂಭಿಸಿ',
    on: 'ಆಟೋಪೇ ಆನ್ ಆಗಿದೆ: ಪ್ರತಿ ಕಡಿತ {cap} ವರೆಗೆ',
    pending: 'ನಿಮ್ಮ UPI ಆ್ಯಪ್‌ನಲ್ಲಿ ಅನುಮೋದನೆಗಾಗಿ ಕಾಯುತ್ತಿದೆ',
    approveTest: 'UPI ಆ್ಯಪ್‌ನಲ್ಲಿ ಅನುಮೋದಿಸಿ (ಪರೀಕ್ಷೆ)',
    // prettier-ignore
    testText:
      'ಪರೀಕ್ಷಾ ಮೋಡ್: ಯಾವ ಬ್ಯಾಂಕಿನಿಂದಲೂ ಹಣ ಕಡಿತವಾಗುವುದಿಲ್ಲ. ಇಲ್ಲಿ ' +
      'ಅನುಮೋದಿಸುವುದು UPI ಆ್ಯಪ್‌ನಲ್ಲಿ ಅನುಮೋದಿಸಿದಂತೆ.',
    cancel: 'ಆಟೋಪೇ ರದ್ದುಮಾಡಿ',
    cancelled: 'ಆಟೋಪೇ ರದ್ದಾಗಿದೆ',
    upcoming: '{label} ನ {amount} {date} ರಂದು ಕಡಿತವಾಗುತ್ತದೆ',
    debitLine: '{label} ನ {amount}, {date}',
    skip: 'ಇದನ್ನು ಬಿಡಿ',
    // prettier-ignore
    debitStatus:
      '{status, select, NOTIFIED {ಕಡಿತವಾಗಲಿದೆ} SKIPPED {ಬಿಡಲಾಗಿದೆ} PAID ' +
      '{ಕಡಿತವಾಗಿದೆ} RETRYING {ವಿಫಲ, ಮತ್ತೆ ಪ್ರಯತ್ನ} FELL_BACK {ವಿಫಲ: ದಯವಿಟ್ಟು ' +
      'ಪಾವತಿಸಿ} CANCELLED {ರದ್ದು} NOT_NEEDED {ಈಗಾಗಲೇ ಪಾವತಿಸಲಾಗಿದೆ} DEBITING ' +
      '{ಕಡಿತವಾಗುತ್ತಿದೆ} REFUND_DUE {ಹಿಂತಿರುಗಿಸಬೇಕು} other {{status}}}',
    reminders: 'ಕಳುಹಿಸಿದ ನೆನಪುಗಳು',
    reminderBefore: 'ಕೊನೆಯ ದಿನಾಂಕಕ್ಕೆ {days} ದಿನ ಮೊದಲು',
    reminderAfter: 'ಕೊನೆಯ ದಿನಾಂಕದ {days} ದಿನ ನಂತರ',
    reminderOnDue: 'ಕೊನೆಯ ದಿನಾಂಕದಂದು',
    reminderAutopay: 'ಆಟೋಪೇ ವಿಫಲವಾದ ನಂತರ',
  },
  feeAccount: {
    allPayments: 'ಎಲ್ಲಾ ಪಾವತಿಗಳು',
    title: 'ಶುಲ್ಕ ಖಾತೆ',
    outstanding: 'ಈಗ ಬಾಕಿ, ಯೋಜನೆಗಳು ಮತ್ತು ಇತರ ಶುಲ್ಕಗಳು ಸೇರಿ:',
    due: 'ಬಾಕಿ',
    payOnline: 'ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಕಟ್ಟಿ',
    noPlan: 'ಇನ್ನೂ ಯಾವುದೇ ಶುಲ್ಕ ಯೋಜನೆ ಸೇರಿಸಿಲ್ಲ.',
    receipt: 'ರಸೀದಿ',
    mode: 'ವಿಧಾನ',
    amount: 'ಮೊತ್ತ',
    status: 'ಸ್ಥಿತಿ',
    date: 'ದಿನಾಂಕ',
    installment: 'ಕಂತು',
    dueDate: 'ಕೊನೆಯ ದಿನಾಂಕ',
    concession: 'ರಿಯಾಯಿತಿ',
    paid: 'ಕಟ್ಟಿದ್ದು',
    dueNow: 'ಈಗ ಬಾಕಿ',
    chooseStudent: 'ವಿದ್ಯಾರ್ಥಿಗಳ ಪಟ್ಟಿಯಿಂದ ಒಬ್ಬ ವಿದ್ಯಾರ್ಥಿಯನ್ನು ಆರಿಸಿ.',
    students: 'ವಿದ್ಯಾರ್ಥಿಗಳು',
    assignPlan: 'ಶುಲ್ಕ ಯೋಜನೆ ಸೇರಿಸಿ',
    assignToBill: 'ವಿದ್ಯಾರ್ಥಿಗೆ ಬಿಲ್ ಮಾಡಲು ಮತ್ತು ಪೋಷಕರ ಪಾವತಿ ಲಿಂಕ್ ತೆರೆಯಲು.',
    openLedger: 'ಲೆಡ್ಜರ್ ತೆರೆಯಿರಿ',
    takePayment: 'ಕೌಂಟರ್‌ನಲ್ಲಿ ಪಾವತಿ ಪಡೆಯಿರಿ',
    midYear: 'ವರ್ಷದ ಮಧ್ಯದಲ್ಲಿ ಸೇರಿದರು: {rule, select, FROM_JOINING_MONTH {ಸೇರಿದ ತಿಂಗಳಿಂದ} other {ಇಡೀ ವರ್ಷಕ್ಕೆ}} ಬಿಲ್',
    noInstallments: 'ಯಾವುದೇ ಕಂತು ಇಲ್ಲ',
  },
  pay: {
    heading: '{student} ಅವರ ಶುಲ್ಕ · {plan}',
    total: 'ಒಟ್ಟು',
    concession: 'ರಿಯಾಯಿತಿ',
    paid: 'ಕಟ್ಟಿದ್ದು',
    stillDue: 'ಇನ್ನೂ ಬಾಕಿ',
    notCompleted: 'ಪಾವತಿ ಪೂರ್ಣವಾಗಲಿಲ್ಲ',
    payFor: '{amount} ಕಟ್ಟಿ ({label})',
    payAmount: '{amount} ಕಟ್ಟಿ',
    receipts: 'ರಸೀದಿಗಳು',
    download: 'ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    modalTitle: 'ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಕಟ್ಟಿ',
    testBadge: 'ಪರೀಕ್ಷಾ ಮೋಡ್: ನಿಜವಾದ ಹಣ ಹೋಗುವುದಿಲ್ಲ',
    testText: 'ಈ ಪೋರ್ಟಲ್ ಪಾವತಿಯ ಪರೀಕ್ಷಾ ಮೋಡ್‌ನಲ್ಲಿದೆ. ಕೆಳಗಿನ ಪಾವತಿಗೆ ಪೋರ್ಟಲ್',
    testTextMore: 'ಗೇಟ್‌ವೇಯಂತೆಯೇ ಸಹಿ ಹಾಕುತ್ತದೆ, ಅದೇ ಪರಿಶೀಲನೆಗಳು ನಡೆಯುತ್ತವೆ.',
    orderLine: 'ಆರ್ಡರ್ {order} · ರಸೀದಿ {receipt}',
    payTest: '{amount} ಕಟ್ಟಿ (ಪರೀಕ್ಷೆ)',
    testBannerTitle: 'ಪರೀಕ್ಷಾ ಮೋಡ್',
    testBanner: 'ಈ ಪೋರ್ಟಲ್‌ನ ಪಾವತಿಗಳು ಅಭ್ಯಾಸ ಮಾತ್ರ: ಹಣ ಕಡಿತವಾಗುವುದಿಲ್ಲ, ಯಾವುದೇ ಗೇಟ್‌ವೇ ಸಂಪರ್ಕಿಸುವುದಿಲ್ಲ.',
    checkoutFailed: 'ಪಾವತಿಯ ಕಿಟಕಿ ತೆರೆಯಲಿಲ್ಲ; ಸಂಪರ್ಕ ನೋಡಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    thankYou: 'ಧನ್ಯವಾದಗಳು',
    received: 'ನಿಮ್ಮ ಪಾವತಿ ತಲುಪಿದೆ.',
    receivedUnder: 'ನಿಮ್ಮ ಪಾವತಿ ರಸೀದಿ {receipt} ಅಡಿಯಲ್ಲಿ ತಲುಪಿದೆ.',
    downloadReceipt: 'ರಸೀದಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ (PDF)',
    back: 'ಕಂತುಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
    openFromLink: 'ನಿಮ್ಮ ರಸೀದಿ ನೋಡಲು ಈ ಪುಟವನ್ನು ಪಾವತಿ ಲಿಂಕ್‌ನಿಂದ ತೆರೆಯಿರಿ.',
    fullPayment: 'ಪೂರ್ಣ ಪಾವತಿ',
    fromJoining: 'ಸೇರಿದ ದಿನದಿಂದ',
    installmentN: 'ಕಂತು {n}',
    paidUnder: 'ರಸೀದಿ {receipt} ಅಡಿಯಲ್ಲಿ ಕಟ್ಟಲಾಗಿದೆ',
    offline: 'ಇಲ್ಲಿ ಆನ್‌ಲೈನ್ ಪಾವತಿ ಲಭ್ಯವಿಲ್ಲ; ದಯವಿಟ್ಟು ಕೇಂದ್ರದಲ್ಲಿ ಕಟ್ಟಿ.',
  },
  desk: {
    recorded: 'ಪಾವತಿ ರಸೀದಿ {receipt} ಅಡಿಯಲ್ಲಿ ದಾಖಲಾಗಿದೆ',
    waiting: 'ಪಾವತಿ ದಾಖಲಾಗಿದೆ: ಇದು ಹಣಕಾಸು ವಿಭಾಗದ ಅನುಮೋದನೆಗಾಗಿ ಕಾಯುತ್ತಿದೆ, ಅನುಮೋದನೆಯಾದಾಗ ರಸೀದಿ ನೀಡಲಾಗುತ್ತದೆ',
    another: 'ಇನ್ನೊಂದು ಪಾವತಿ ತೆಗೆದುಕೊಳ್ಳಿ',
    toLinks: 'ಪಾವತಿ ಲಿಂಕ್‌ಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
  },
  charges: {
    // prettier-ignore
    feeHead:
      '{code, select, TUITION {ಬೋಧನಾ ಶುಲ್ಕ} APPLICATION_FEE {ಅರ್ಜಿ ಶುಲ್ಕ} ' +
      'REGISTRATION_FEE {ನೋಂದಣಿ ಶುಲ್ಕ} ADMISSION_FEE {ಪ್ರವೇಶ ಶುಲ್ಕ} ' +
      'TRANSPORT {ಸಾರಿಗೆ} KIT {ಕಿಟ್ ಮತ್ತು ಸಮವಸ್ತ್ರ} ACTIVITY {ಚಟುವಟಿಕೆ} ' +
      'LATE_PICKUP {ತಡವಾಗಿ ಕರೆದೊಯ್ಯುವುದು} LATE_FEE {ತಡ ಪಾವತಿ ಶುಲ್ಕ} ' +
      'OTHER {ಇತರೆ} other {{code}}}',
    title: 'ಇತರ ಶುಲ್ಕಗಳು',
    due: 'ಬಾಕಿ',
    date: 'ದಿನಾಂಕ',
    for: 'ಯಾವುದಕ್ಕೆ',
    latePickup: '{date} ರಂದು ತಡವಾಗಿ ಕರೆದೊಯ್ದದ್ದು: {time}ಕ್ಕೆ, ಮುಚ್ಚಿದ {minutes} ನಿಮಿಷಗಳ ನಂತರ',
    lateFee: 'ತಡ ಶುಲ್ಕ: {installment} {date} ರಂದು ಪಾವತಿಸಬೇಕಿತ್ತು',
  },
  feeStatus: {
    INITIATED: 'ಆರಂಭವಾಗಿದೆ',
    FAILED: 'ಆಗಲಿಲ್ಲ',
    TRANSFERRED: 'ವರ್ಗಾಯಿಸಲಾಗಿದೆ',
    CONFIRMED: 'ಖಚಿತವಾಗಿದೆ',
    APPROVAL_WAITING: 'ಅನುಮೋದನೆ ಬಾಕಿ',
    'AWAITING APPROVAL': 'ಅನುಮೋದನೆ ಬಾಕಿ',
    PAID: 'ಕಟ್ಟಲಾಗಿದೆ',
    'PARTLY PAID': 'ಸ್ವಲ್ಪ ಕಟ್ಟಲಾಗಿದೆ',
    DUE: 'ಬಾಕಿ',
    OVERDUE: 'ದಿನಾಂಕ ಮೀರಿದೆ',
    UPCOMING: 'ಮುಂದಿನದು',
    WAIVED: 'ಶುಲ್ಕ ಇಲ್ಲ',
    REFUNDED: 'ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ',
  },
  feeMode: {
    ONLINE: 'ಆನ್‌ಲೈನ್',
    CASH: 'ನಗದು',
    UPI: 'UPI',
    CHEQUE: 'ಚೆಕ್',
    BANK_TRANSFER: 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ',
    CARD: 'ಕಾರ್ಡ್',
  },
  concessionRules: {
    rule: 'ನಿಯಮದಿಂದ ನೀಡಲಾಗುತ್ತದೆ',
    // prettier-ignore
    ruleHelp:
      'ಕೈಯಾರೆ: ಕೇಂದ್ರ ಇದನ್ನು ಕೇಳುತ್ತದೆ. ಒಡಹುಟ್ಟಿದವರು ಮತ್ತು ಸಿಬ್ಬಂದಿಯ ಮಗು: ಯೋಜನೆ ನೀಡಿದಾಗ. ' +
      'ಬೇಗ ಪಾವತಿ: ಬೇಗ ಪಾವತಿಸಿದ ಕಂತು ದೃಢಪಟ್ಟಾಗ.',
    MANUAL: 'ಕೈಯಾರೆ (ಅಗತ್ಯ ಆಧಾರಿತ)',
    SIBLING: 'ಒಡಹುಟ್ಟಿದವರು',
    STAFF_CHILD: 'ಸಿಬ್ಬಂದಿಯ ಮಗು',
    EARLY_PAYMENT: 'ಬೇಗ ಪಾವತಿ',
    centre: 'ಕೇಂದ್ರ',
    centreHelp: 'ಖಾಲಿ: ಇದೇ ನಿಯಮದ ತನ್ನದೇ ಪ್ರಕಾರ ಇಲ್ಲದ ಪ್ರತಿಯೊಂದು ಕೇಂದ್ರ',
    feeHeads: 'ಶುಲ್ಕ ಶೀರ್ಷಿಕೆಗಳು (ಕೋಡ್, ಉದಾ. {example}; ಖಾಲಿ: ಎಲ್ಲ ಶೀರ್ಷಿಕೆಗಳು)',
    validFrom: 'ಇಂದಿನಿಂದ ಮಾನ್ಯ',
    laterChildrenOnly: 'ಒಡಹುಟ್ಟಿದವರು: ಎರಡನೇ ಮತ್ತು ನಂತರದ ಮಕ್ಕಳಿಗೆ ಮಾತ್ರ',
    earlyDays: 'ಬೇಗ ಪಾವತಿ: ಕೊನೆಯ ದಿನಾಂಕಕ್ಕಿಂತ ಮೊದಲಿನ ದಿನಗಳು',
    approval: 'ನಿಯಮದ ರಿಯಾಯಿತಿಗಳು ಹಣಕಾಸು ವಿಭಾಗದ ಅನುಮೋದನೆಗಾಗಿ ಕಾಯುತ್ತವೆ',
    concessions: 'ರಿಯಾಯಿತಿಗಳು',
    // prettier-ignore
    byRule:
      '{rule, select, SIBLING {ಒಡಹುಟ್ಟಿದವರ ರಿಯಾಯಿತಿ (ನಿಯಮದಿಂದ)} STAFF_CHILD ' +
      '{ಸಿಬ್ಬಂದಿಯ ಮಗುವಿನ ರಿಯಾಯಿತಿ (ನಿಯಮದಿಂದ)} EARLY_PAYMENT {ಬೇಗ ಪಾವತಿ ' +
      'ರಿಯಾಯಿತಿ (ನಿಯಮದಿಂದ)} other {{type}}}',
    // prettier-ignore
    status:
      '{status, select, PENDING {ಅನುಮೋದನೆಗಾಗಿ ಕಾಯುತ್ತಿದೆ} APPROVED {ನೀಡಲಾಗಿದೆ} ' +
      'REJECTED {ನೀಡಲಾಗಿಲ್ಲ} other {{status}}}',
  },
  taxCertificate: {
    title: 'ತೆರಿಗೆ ಪ್ರಮಾಣಪತ್ರ',
    // prettier-ignore
    intro:
      'ಒಂದು ಹಣಕಾಸು ವರ್ಷದಲ್ಲಿ (ಏಪ್ರಿಲ್‌ನಿಂದ ಮಾರ್ಚ್) ಕಟ್ಟಿದ ಬೋಧನಾ ಶುಲ್ಕ, ಸೆಕ್ಷನ್ {section} ' +
      'ಅಡಿಯ ಆದಾಯ ತೆರಿಗೆ ವಿನಾಯಿತಿಗಾಗಿ.',
    year: 'ಹಣಕಾಸು ವರ್ಷ {year}',
    paid: 'ಕಟ್ಟಿದ ಬೋಧನಾ ಶುಲ್ಕ: {amount}',
    download: 'ತೆರಿಗೆ ಪ್ರಮಾಣಪತ್ರ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    none: 'ಇನ್ನೂ ಬೋಧನಾ ಶುಲ್ಕ ಕಟ್ಟಿಲ್ಲ: ಪಾವತಿಯಾದ ಮೇಲೆ ಪ್ರಮಾಣಪತ್ರ ಇಲ್ಲಿ ಕಾಣುತ್ತದೆ.',
  },
  tally: {
    title: 'Tally ಯಲ್ಲಿ ಖಾತೆಗಳು',
    // prettier-ignore
    intro:
      'ಅವಧಿಯ ಸಂಪೂರ್ಣ ಪುಸ್ತಕ TallyPrime ಆಮದು ಕಡತವಾಗಿ (Gateway of Tally → Import → Vouchers): ಬಿಲ್ ಮಾಡಿದ ' +
      'ಶುಲ್ಕ ಮತ್ತು GST ಸಹಿತ ಮಾರಿದ ಸರಕು, ರಿಯಾಯಿತಿಗಳು, ರಸೀದಿಗಳು ಮತ್ತು ಮರುಪಾವತಿಗಳು, ಕ್ರೆಡಿಟ್ ಮತ್ತು ಡೆಬಿಟ್ ' +
      'ನೋಟ್‌ಗಳು ಹಾಗೂ ರಾಯಲ್ಟಿ. ಒಂದೇ ಅವಧಿ ಅದೇ ಕಡತ ನೀಡುತ್ತದೆ; Tally ಯಾವ ವೋಚರ್ ಅನ್ನೂ ಎರಡು ಬಾರಿ ಎಣಿಸುವುದಿಲ್ಲ.',
    centre: 'ಕೇಂದ್ರ',
    chooseCentre: 'ಕೇಂದ್ರ ಆಯ್ಕೆಮಾಡಿ',
    from: 'ಇಂದ',
    to: 'ವರೆಗೆ',
    download: 'Tally ಗಾಗಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
  },
};
