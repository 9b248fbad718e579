/** The words of the family's seat offer page (the link in the offer's SMS and email), as ICU messages. */
export const en = {
  seatOffer: {
    title: 'A seat offer',
    titleFor: 'A seat for {child}',
    loading: 'Loading the offer…',
    offer: 'A seat in {className} is free for {child}. The offer is open until {expires}.',
    take: 'Take the seat',
    decline: 'Decline',
    outcome:
      '{status, select, ' +
      'ACCEPTED {You have taken the seat. The centre will send you the admission forms.} ' +
      'ADMITTED {Your child is admitted. Welcome!} ' +
      'REFUSED {You declined the seat. Thank you for letting us know.} ' +
      'EXPIRED {This offer has expired and passed to the next family. Please call the centre.} ' +
      'WITHDRAWN {This place on the waitlist was withdrawn. Please call the centre.} ' +
      'other {This offer is closed.}}',
  },
} as const;
