export * from './errors.ts';
export * from './context.ts';
export * from './read-once.ts';
export * from './prepared.ts';
export * from './fence.ts';
export * from './audit.ts';
export * from './outbox.ts';
export * from './attempts.ts';
export * from './send-limits.ts';
export * from './settings.ts';
export * from './messages.ts';
export * from './http.ts';
export * from './route-guard.ts';
export * from './validation.ts';
export * from './resource/define.ts';
export * from './resource/registry.ts';
export * from './resource/resource.service.ts';
export * from './resource/command.ts';
export { provideSharedDecidingRole, type SharedDecidingRole } from './resource/four-eyes.ts';
export * from './resource/command-routes.ts';
export * from './resource/list.ts';
export {
  workBeforeCommit,
  keptRead,
  listTotalsOf,
  noteWrite,
  onAnnouncedChange,
  CHANGED_CHANNEL,
  type ListTotals,
} from './resource/totals.ts';
export { compileEverySerializer } from './resource/serializer.ts';
export * from './resource/owner.ts';
export * from './resource/reach.ts';
export * from './resource/audience.ts';
export * from './resource/relations.ts';
export * from './resource/personal-data.ts';
export * from './resource/declared-check.ts';
export * from './resource/erase.ts';
export * from './resource/write-rule.ts';
export * from './resource/rules.ts';
export * from './resource/routes.ts';
export * from './jobs/index.ts';
export * from './module.ts';
export * from './module-clock.ts';
export * from './processors.ts';
export * from './endpoint.ts';
export * from './resource/import.ts';
export * from './files/index.ts';
export * from './outbound/index.ts';
export * from './outbox-delivery.ts';
export * from './resource/response.ts';
export { sendSheet, writeSheet } from './resource/export.ts';
export * from './resource/view.ts';
export * from './resource/view-routes.ts';
export { nestedRows, wireValue } from './resource/wire.ts';
export * from './rich-text.ts';
export { resolveFranchisee } from './resource/fence-check.ts';
export * from './live/index.ts';
export * from './figures.ts';
export * from './access-log.ts';
export * from './queued/index.ts';
export * from './menu-conditions.ts';
