/** The words of a parent's WhatsApp screen, as ICU messages. */
export const en = {
  whatsapp: {
    title: 'WhatsApp',
    subtitle: 'The centre’s messages (arrival, pickup, incidents, fees, the day’s summary) on WhatsApp.',
    loading: 'Loading…',
    unavailable: 'WhatsApp messages are not available yet. You receive them by SMS.',
    noMobile: 'Your account has no mobile number. Please ask the centre to add it.',
    number: 'Your number ending {ending}',
    on: 'You receive the messages on WhatsApp since {when}.',
    waiting: 'You chose WhatsApp on {when}. Until it is available, the messages come by SMS.',
    off: 'You receive the messages by SMS.',
    stopped: 'You replied STOP on WhatsApp on {when}: messages come by SMS.',
    explain: 'Turn it off here at any time, or reply STOP on WhatsApp. A message WhatsApp cannot deliver comes by SMS.',
    optIn: 'Yes, send on WhatsApp',
    optOut: 'Stop WhatsApp messages',
    doneIn: 'Messages will come on WhatsApp.',
    doneOut: 'Messages will come by SMS.',
    notDone: 'Not saved',
  },
};
