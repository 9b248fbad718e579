/** A minor incident a teacher reports for a child an hour ago: a grazed knee in the sand pit. */
export function grazedKnee(studentAdmissionId: number) {
  return {
    studentAdmissionId,
    kind: 'INJURY',
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    place: 'Sand pit',
    whatHappened: 'Tripped over a bucket and grazed the left knee.',
    firstAid: 'Washed and covered with a plaster.',
    staffPresent: 'Fatima Shaikh',
    serious: false,
  };
}
