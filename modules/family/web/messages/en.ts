/** The words of the family circle's screens, as ICU messages. */
export const en = {
  familyCircle: {
    title: 'Family circle',
    subtitle:
      'Grandparents and caregivers who follow {child}’s day. They see the day, the calendar and news, never fees or ' +
      'documents.',
    invite: 'Invite someone',
    name: 'Name',
    relation: 'Relation',
    relationOf:
      '{relation, select, GRANDPARENT {Grandparent} UNCLE {Uncle} AUNT {Aunt} SIBLING {Sibling} NANNY {Nanny} other ' +
      '{Other}}',
    mobile: 'Mobile',
    send: 'Send the code',
    sent: 'A code went to {mobile}. Ask them for it and type it here.',
    code: 'Code from their phone',
    confirm: 'Confirm',
    confirmed: '{name} can now sign in with their mobile and a code.',
    resend: 'Send a new code',
    remove: 'Remove',
    removed: '{name} was removed and signed out.',
    notDone: 'Not done',
    status: '{status, select, INVITED {Waiting for the code} ACTIVE {In the circle} other {Removed}}',
    joined: 'Joined',
    pickup: 'Authorised pickup',
    pickupStatus:
      '{status, select, APPROVED {Approved pickup} PENDING {Pickup waiting for the centre} REJECTED {Pickup ' +
      'refused} other {Pickup}}',
    makePickup: 'Their pickup record',
    linkPickup: 'Link',
    linked: '{name} and their pickup record are now one.',
    empty: 'Nobody is in the circle yet.',
    loading: 'Loading the circle…',
  },
  familyToday: {
    title: 'The child’s day',
    subtitle: '{child}, {className}',
    noChild: 'You are not in any child’s family circle.',
    empty: 'Nothing logged yet today.',
    photosHidden: 'The parents keep the day’s photos within the family’s own accounts.',
    calendar: 'Coming up',
    holiday: 'Holiday',
    noEvents: 'No events in the next two months.',
    news: 'Announcements',
    noNews: 'No announcements today.',
    loading: 'Loading the day…',
  },
} as const;
