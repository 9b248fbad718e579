/** The words of the centre health screens, as ICU messages. */
export const en = {
  healthCommon: {
    month: 'Month',
    score: 'Score',
    rank: 'Rank',
    noScore: 'Not rated yet',
    outOf: '{score} of 100',
    input:
      '{input, select, learning {Learning evidence} ' +
      'safety {Safety register} trained {Teachers trained} turnover {Staff turnover} ' +
      'collection {Fee collection} attendance {Attendance} conversion ' +
      '{Lead conversion} royalty {Royalty paid on time} audit {Audit score} corrective ' +
      '{Corrective actions} incidents {Serious incidents} ratios {Ratio breaches} ' +
      'tickets {Open tickets} other {Input}}',
    rule:
      '{input, select, learning {The share of curricular goals with evidence in the month, over every Active ' +
      'child and each of the 13 goals, is the points.} ' +
      'safety {The share of the safety register’s required papers and staff checks ' +
      'current on the month’s last day is the points.} ' +
      'trained {The share of active teachers who completed the modules of every topic ' +
      'they are enrolled in is the points.} turnover {100 less 5 for each percent of staff turnover in ' +
      'the month.} ' +
      'collection {Fees collected in the month over fees collected plus fees still ' +
      'overdue at its end; the share is the points.} attendance {The attendance percent is the ' +
      'points.} conversion {Lead conversion against 50 %: half the month’s leads admitted or more ' +
      'scores 100.} royalty {The share of the month’s royalty invoices paid within their 15 days is ' +
      'the points.} audit {The latest audit’s score is the points.} corrective {100 less 20 for each ' +
      'corrective action open at the month’s end.} incidents {100 less 25 for each serious incident of ' +
      'the month.} ratios {100 less 10 for each ratio breach of the month.} tickets {100 less 10 for ' +
      'each ticket open at the month’s end.} other {}}',
    warning:
      '{rule, select, staffTurnover {Staff turnover was {percent} % from {from} to {to}, above 30 %.} ' +
      'royaltyLate {Royalty was paid late in {count} of the last 6 ' +
      'months ({months}).} auditFell {The latest audit scored {score}, {points} points ' +
      'below the audit before it ({before}).} seriousIncidents {{count} serious ' +
      'incidents were reported in {month}.} other {Early warning}}',
    unrated: 'An input without a number this month is left out, and its weight is shared by the others.',
  },
  healthNetwork: {
    title: 'Centre health',
    subtitle: 'Every centre’s score for the month, from the figures each module declares, best first.',
    centre: 'Centre',
    warnings: 'Warnings',
    empty: 'No centre to show.',
    open: 'Open',
    weightsTitle: 'Weights',
    weightsHelp: 'Whole numbers for each input, adding up to 100.',
    total: 'Total: {total} of 100',
    save: 'Save the weights',
    saved: 'The weights are saved.',
    run: 'Check the warnings now',
    ran: '{sent, plural, =0 {No new warning.} one {# new warning sent.} other {# new warnings sent.}}',
  },
  healthCentre: {
    title: 'Health of {centre}',
    subtitle: 'The month’s score from each input’s figure, as its owning module counts it.',
    inputs: 'Inputs',
    figures: 'Figures',
    value: 'Number',
    points: 'Points',
    weight: 'Weight',
    howCounted: 'How it is scored',
    trend: 'Last 6 months',
    warnings: 'Early warnings',
    noWarnings: 'No early warning in the last 6 months.',
    sentTo: 'Sent to {who} on {when}',
    notSent: 'No area manager is allocated: not sent.',
    back: 'Back',
  },
  healthMine: {
    title: 'Centre health',
    subtitle: 'Your centre’s score and where it stands among every centre of the network (others are not named).',
    yourScore: 'Your score',
    yourRank: 'Your rank: {rank} of {count}',
    details: 'See the inputs',
    peers: 'All centres',
    you: 'Your centre',
    peer: 'Another centre',
  },
};
