import { actingUser, commandOf, conflict, defineResource } from '@portal/kit';
import { cancelClass } from '../../shared/media.ts';
import { now } from '../clock.ts';
import { onlineClasses } from '../schema.ts';
import { onlineClassShape } from '../../shared/resources.ts';

type OnlineClass = typeof onlineClasses.$inferSelect;
const command = commandOf<OnlineClass>();

/**
 * The online class as a record with a status, for its one command: a class that has not started is cancelled
 * with a reason (whoever may schedule classes of the centre). The kit checks the access module, the franchisee
 * fence and the from-state, and audits it; the invitees' references stop opening it (see joinClass).
 */
export const onlineClassResource = defineResource({
  ...onlineClassShape,
  scope: 'franchisee',
  table: onlineClasses,
  titleField: 'title',
  list: { columns: [] },
  statusField: 'status',
  describe: (row) => `the class "${row.title}"`,
  refuseCommands: (row) => (row.status === 'CANCELLED' ? 'This class was already cancelled' : undefined),
  commands: {
    cancel: command({
      label: 'Cancel class',
      from: ['SCHEDULED'],
      to: 'CANCELLED',
      color: 'red',
      ...cancelClass,
      confirm: 'Cancel this class? The invited teachers and parents can no longer join it.',
      handler(ctx, row, input) {
        const at = now();
        if (at.getTime() >= row.startsAt.getTime())
          throw conflict(
            at.getTime() >= row.endsAt.getTime()
              ? 'This class is over; it can no longer be cancelled'
              : 'This class has already started; it can no longer be cancelled',
          );
        return {
          set: { cancelledBy: actingUser(ctx).id, cancelledAt: at, cancelReason: input.reason },
          answer: { id: row.id, status: 'CANCELLED', cancelledAt: at, cancelReason: input.reason },
        };
      },
    }),
  },
});
