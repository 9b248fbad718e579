import { defineServerModule } from '@portal/kit';
import { auditAccess } from './access.ts';
import { auditRoutes } from './routes.ts';
import { seedAudits } from './seed.ts';
import { serveAuditFigures } from './figures.ts';

export * from './schema.ts';
export * from './resources.ts';
export { centreAuditReads } from './reads.ts';
export { nonComplianceResource } from './non-compliances.ts';
export { auditListView, nonComplianceListView } from './views.ts';
export * from './public.service.ts';

export const auditModule = defineServerModule({
  name: 'audit',
  access: auditAccess,
  seed: seedAudits,
  register(app) {
    serveAuditFigures();
    auditRoutes(app);
  },
});
