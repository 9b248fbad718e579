/**
 * The money service: the one place other modules ask for billed, conceded, paid, waiting and owed
 * amounts and for collections. None of them reads the fee tables to work a figure out.
 */
export { childMoney } from './child.service.ts';
export {
  COLLECTED_STATUSES,
  collectedCondition,
  collectedCount,
  collectedLines,
  collectedPayments,
  collectedTotal,
  collectionsByCentreMonth,
  type CollectedLine,
  type CollectedQuery,
  type CollectionsQuery,
} from './collected.service.ts';
export { dueAndCollectedByMonth, fallenDueTotal, overdueInstallments, overdueTotal } from './owed.service.ts';
export { planBalances, studentPlanAccount, type PlanBalance } from './plans.service.ts';
export { dueSql, outstanding, owedSql } from './installment.ts';
export { serveMoneyFigures } from './figures.ts';
