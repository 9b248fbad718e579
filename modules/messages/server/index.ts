import { defineServerModule } from '@portal/kit';
import { messagesAccess } from './access.ts';
import './attachments.ts';
import { messagesRoutes } from './routes.ts';
import { seedMessages } from './seed.ts';

export * from './schema.ts';
export { setMessagesClock } from './clock.ts';
export { deleteThreads, threadsOfChildrenGoneBefore } from './retention.service.ts';
export { unreadTotal } from './threads.service.ts';
export { postFamilyText } from './family-texts.ts';
export { heldNoticesJob, HELD_NOTICES_JOB, sendHeldNotices } from './notices.service.ts';

/** Conversations between a child's parents, the class teachers and the centre office. */
export const messagesModule = defineServerModule({
  name: 'messages',
  access: messagesAccess,
  seed: seedMessages,
  register: messagesRoutes,
});
