/** The enquiry alert above every screen of a role with enquiry access (ICU messages). */
export const en = {
  alert: {
    yetToCall: 'Enquiries waiting: {calls, plural, one {# lead} other {# leads}} yet to call',
    dueToday: 'Enquiries waiting: {followUps, plural, one {# follow-up} other {# follow-ups}} due today',
    both:
      'Enquiries waiting: {calls, plural, one {# lead} other {# leads}} yet to call and ' +
      '{followUps, plural, one {# follow-up} other {# follow-ups}} due today',
    open: 'Open follow-ups',
    close: 'Close enquiry alert',
  },
};
