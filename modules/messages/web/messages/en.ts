/** The words of a child's conversation with the centre, as parents and teachers read it (ICU messages). */
export const en = {
  conversation: {
    title: 'Messages',
    child: 'Child',
    childUnread: '{name} ({count} unread)',
    noChild: 'No child linked',
    noChildText: 'Your account is not linked to a child at a centre yet.',
    empty: 'No messages yet',
    emptyText: 'Write the first message about {child}.',
    person: '{name} ({role, select, PARENT {parent} TEACHER {teacher} other {office}})',
    seenBy: 'Seen by {people}',
    seenAfter: 'The teacher will see this after {time}',
    sent: 'Sent',
    quietHours:
      '{me, select, PARENT {Quiet hours {from} to {to}: the teacher sees messages sent then at the next opening.} ' +
      'other {Quiet hours {from} to {to}.}}',
    message: 'Message',
    write: 'Write a message',
    remove: 'Remove {name}',
    attach: 'Attach photos or PDFs',
    send: 'Send',
    tooLong: 'A message can be at most {max} characters',
    tooManyFiles: 'A message can carry at most {max} files',
  },
} as const;
