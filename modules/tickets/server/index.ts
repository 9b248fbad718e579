import { defineServerModule } from '@portal/kit';
import './attachments.ts';
import { ticketAccess } from './access.ts';
import { ticketRoutes } from './routes.ts';
import { seedTickets } from './seed.ts';
import { serveTicketFigures } from './figures.ts';

export * from './schema.ts';
export * from './resources.ts';
export { setClock } from './clock.ts';
export { escalateOverdue, slaEscalationJob, SLA_JOB } from './escalation.service.ts';

export const ticketsModule = defineServerModule({
  name: 'tickets',
  access: ticketAccess,
  seed: seedTickets,
  register(app) {
    serveTicketFigures();
    ticketRoutes(app);
  },
});
