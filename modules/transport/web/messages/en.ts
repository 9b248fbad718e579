/** The words of the boarding log: a parent's child on the bus, and the centre's escort log (ICU messages). */
export const en = {
  busLog: {
    title: 'Boarding log',
    parentSubtitle: 'When your child got on and off the bus, where, and who checked',
    centreSubtitle: 'Who boarded and got off, when, where and scanned by whom',
    day: 'Day',
    time: 'Time',
    child: 'Child',
    what: 'What',
    routeAndStop: 'Bus route and stop',
    where: 'Where',
    routeAndVehicle: 'Route and vehicle',
    by: 'Checked by',
    scannedBy: 'Scanned by',
    date: 'Date',
    search: 'Search',
    searchHint: 'Child, stop or escort',
    nothingYet: 'No bus trips noted yet',
    nothingForChoice: 'Nothing noted for this choice',
    logType: '{type, select, BOARDED {Got on the bus} DROPPED {Got off the bus} other {{type}}}',
  },
} as const;
