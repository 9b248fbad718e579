/** The words of the parent's fee account and its installment and payment tables (ICU messages). */
export const en = {
  autopay: {
    title: 'AutoPay',
    // prettier-ignore
    intro:
      'Pay each installment on its due date from your bank, up to {cap} at a ' +
      'time. You are told a day before each debit.',
    method: 'Authorise with',
    // prettier-ignore
    methodName:
      '{method, select, UPI_INTENT {Your UPI app} UPI_QR {UPI QR code} CARD ' +
      '{Card} NETBANKING {Net banking} other {{method}}}',
    setUp: 'Set up AutoPay',
    on: 'AutoPay is on: up to {cap} a debit',
    pending: 'Waiting for your approval in your UPI app',
    approveTest: 'Approve in the UPI app (test)',
    testText: 'Test mode: nothing is taken from a bank. Approving here stands for approving in your UPI app.',
    cancel: 'Cancel AutoPay',
    cancelled: 'AutoPay is cancelled',
    upcoming: '{amount} for {label} will be debited on {date}',
    debitLine: '{amount} for {label}, {date}',
    skip: 'Skip this one',
    // prettier-ignore
    debitStatus:
      '{status, select, NOTIFIED {To be debited} SKIPPED {Skipped} PAID ' +
      '{Debited} RETRYING {Failed, will retry} FELL_BACK {Failed: please pay} ' +
      'CANCELLED {Cancelled} NOT_NEEDED {Already paid} DEBITING {Being ' +
      'debited} REFUND_DUE {Refund due} other {{status}}}',
    reminders: 'Reminders sent',
    reminderBefore: '{days} days before the due date',
    reminderAfter: '{days} days after the due date',
    reminderOnDue: 'on the due date',
    reminderAutopay: 'after AutoPay failed',
  },
  feeAccount: {
    allPayments: 'All payments',
    title: 'Fee account',
    outstanding: 'Owed now, plans and other charges:',
    due: 'Due',
    payOnline: 'Pay online',
    noPlan: 'No fee plan is assigned yet.',
    receipt: 'Receipt',
    mode: 'Mode',
    amount: 'Amount',
    status: 'Status',
    date: 'Date',
    installment: 'Installment',
    dueDate: 'Due date',
    concession: 'Concession',
    paid: 'Paid',
    dueNow: 'Due now',
    chooseStudent: 'Choose a student from the student list.',
    students: 'Students',
    assignPlan: 'Assign a fee plan',
    assignToBill: 'to bill the student and open the parents’ payment link.',
    openLedger: 'Open the ledger',
    takePayment: 'Take a payment at the desk',
    midYear:
      'Joined mid-year: billed {rule, select, FROM_JOINING_MONTH {from the joining month} other {for the full year}}',
    noInstallments: 'No installments',
  },
  pay: {
    heading: 'Fee payment for {student} · {plan}',
    total: 'Total',
    concession: 'Concession',
    paid: 'Paid',
    stillDue: 'Still due',
    notCompleted: 'Payment not completed',
    payFor: 'Pay {amount} ({label})',
    payAmount: 'Pay {amount}',
    receipts: 'Receipts',
    download: 'Download',
    modalTitle: 'Pay online',
    testBadge: 'Test mode: no real money moves',
    testText: 'This portal runs in payment test mode. The portal signs the payment below as the gateway would',
    testTextMore: 'and it goes through the same checks.',
    orderLine: 'Order {order} · receipt {receipt}',
    payTest: 'Pay {amount} (test)',
    testBannerTitle: 'Test mode',
    testBanner: 'Payments on this portal are simulated: nothing is charged and no gateway is contacted.',
    checkoutFailed: 'The payment window could not be loaded; check the connection and try again',
    thankYou: 'Thank you',
    received: 'Your payment was received.',
    receivedUnder: 'Your payment was received under receipt {receipt}.',
    downloadReceipt: 'Download receipt (PDF)',
    back: 'Back to installments',
    openFromLink: 'Open this page from the payment link to see your receipt.',
    fullPayment: 'Full payment',
    fromJoining: 'From joining',
    installmentN: 'Installment {n}',
    paidUnder: 'Paid under receipt {receipt}',
    offline: 'Online payment is not available here; please pay at the centre.',
  },
  desk: {
    recorded: 'Payment recorded under receipt {receipt}',
    waiting: 'Payment recorded: it waits for finance’s approval, which issues the receipt',
    another: 'Take another payment',
    toLinks: 'Back to payment links',
  },
  charges: {
    // prettier-ignore
    feeHead:
      '{code, select, TUITION {Tuition} APPLICATION_FEE {Application fee} ' +
      'REGISTRATION_FEE {Registration fee} ADMISSION_FEE {Admission fee} ' +
      'TRANSPORT {Transport} KIT {Kit and uniform} ACTIVITY {Activity} ' +
      'LATE_PICKUP {Late pickup} LATE_FEE {Late payment fee} OTHER {Other} other {{code}}}',
    title: 'Other charges',
    due: 'Due',
    date: 'Date',
    for: 'For',
    latePickup: 'Late pickup on {date}: collected at {time}, {minutes} minutes after closing',
    lateFee: 'Late fee: {installment} was due on {date}',
  },
  feeStatus: {
    INITIATED: 'Initiated',
    FAILED: 'Failed',
    TRANSFERRED: 'Transferred',
    CONFIRMED: 'Confirmed',
    APPROVAL_WAITING: 'Awaiting approval',
    'AWAITING APPROVAL': 'Awaiting approval',
    PAID: 'Paid',
    'PARTLY PAID': 'Partly paid',
    DUE: 'Due',
    OVERDUE: 'Overdue',
    UPCOMING: 'Upcoming',
    WAIVED: 'Not billed',
    REFUNDED: 'Refunded',
  },
  feeMode: {
    ONLINE: 'Online',
    CASH: 'Cash',
    UPI: 'UPI',
    CHEQUE: 'Cheque',
    BANK_TRANSFER: 'Bank transfer',
    CARD: 'Card',
  },
  concessionRules: {
    rule: 'Given by rule',
    ruleHelp:
      'Manual: the centre asks for it. Sibling and staff child: when a plan is assigned. ' +
      'Early payment: when an installment paid early is confirmed.',
    MANUAL: 'Manual (need-based)',
    SIBLING: 'Sibling',
    STAFF_CHILD: 'Staff child',
    EARLY_PAYMENT: 'Early payment',
    centre: 'Centre',
    centreHelp: 'Empty: every centre that has no type of its own with the same rule',
    feeHeads: 'Fee heads (codes, e.g. {example}; empty: every head)',
    validFrom: 'Valid from',
    laterChildrenOnly: 'Sibling: second and later children only',
    earlyDays: 'Early payment: days before the due date',
    approval: "Concessions by rule wait for finance's approval",
    concessions: 'Concessions',
    // prettier-ignore
    byRule:
      '{rule, select, SIBLING {Sibling concession (by rule)} STAFF_CHILD {Staff ' +
      'child concession (by rule)} EARLY_PAYMENT {Early payment concession (by ' +
      'rule)} other {{type}}}',
    // prettier-ignore
    status:
      '{status, select, PENDING {Waiting for approval} APPROVED {Given} ' +
      'REJECTED {Not given} other {{status}}}',
  },
  taxCertificate: {
    title: 'Tax certificate',
    // prettier-ignore
    intro:
      'Tuition fees paid in a financial year (April to March), for the income-tax ' +
      'deduction under section {section}.',
    year: 'Financial year {year}',
    paid: 'Tuition paid: {amount}',
    download: 'Download tax certificate',
    none: 'No tuition fees paid yet: the certificate appears once a payment is made.',
  },
  tally: {
    title: 'Books in Tally',
    // prettier-ignore
    intro:
      'The whole book of the period as a TallyPrime import file (Gateway of Tally → Import → Vouchers): fees ' +
      'billed and goods sold with their GST, concessions, receipts and refunds, credit and debit notes and ' +
      'royalty. The same period exports the same file, and Tally does not count a voucher twice.',
    centre: 'Centre',
    chooseCentre: 'Choose a centre',
    from: 'From',
    to: 'To',
    download: 'Download for Tally',
  },
} as const;
