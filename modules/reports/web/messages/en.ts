/**
 * The dashboard's words, as ICU messages. A widget's name is its declaration's label (shared/constants.ts, WIDGETS),
 * written here again for the other languages to stand beside; a test holds the two equal.
 */
export const en = {
  reports: {
    glance: 'Today at a glance',
    seeList: 'See the list',
    nothingYet: 'Nothing yet',
    centres: '{count, plural, one {# centre} other {# centres}}',
    widget: {
      'follow-ups-today': "Today's follow-ups",
      'visits-today': "Today's visits",
      'admissions-month': "This month's admissions",
      'fees-collected-month': 'Fees collected, all heads, this month',
      'fees-overdue': 'Fees overdue',
      'orders-in-transit': 'Orders in transit',
      'staff-on-leave': 'Staff on leave today',
      'attendance-today': 'Children in today of children on roll',
      'enquiries-by-stage': 'Leads, admission enquiries, by stage',
      'enquiries-by-source': 'Leads, admission enquiries, by source',
      'enquiry-conversion': 'Lead conversion, admissions of the year’s leads',
      'royalty-invoiced': 'Royalty invoiced this year',
      'kit-orders-by-status': 'Kit orders by status',
      'training-completion': 'Training completion',
      'centre-rank': 'Centres ranked by conversion',
      'immunisations-due': 'Immunisations due in 30 days',
    },
    /** A widget's parts that are the figure's own words (not a stage, status or centre), by widget and part. */
    part: {
      'attendance-today': { IN: 'Children in today', NOT_IN: 'Not in yet' },
      'enquiry-conversion': { 'Admission Confirmed': 'Converted', all: 'Enquiries' },
      'training-completion': { completed: 'Completed', pending: 'Pending' },
    },
  },
} as const;
