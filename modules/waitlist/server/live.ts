import { CENTRE_ROLES } from '@portal/core';
import { defineLiveChannel, publishLive, type RequestContext } from '@portal/kit';
import { pushTo } from '@portal/mod-notifications/server';
import { accountsAt } from '@portal/mod-users/server';
import { WAITLIST_LIVE, WAITLIST_MODULES as M } from '../shared/constants.ts';

/** The centre's waitlist, heard by whoever may read it there (the centre's heads and counsellors). */
export const waitlistChannel = defineLiveChannel({ name: 'waitlist', module: M.WAITLIST });

/** Tells the centre's open waitlist screens, once the write commits, that a class's queue changed. */
export async function publishQueue(tx: RequestContext, entry: { franchiseeId: number; classId: number }) {
  await publishLive(tx.db, {
    kind: WAITLIST_LIVE.changed,
    audience: { channel: waitlistChannel, franchiseeId: entry.franchiseeId, row: {} },
    payload: { classId: entry.classId },
  });
}

/** A family answered an offer through its link: the centre's counsellors and heads hear it on their phones. */
export async function pushAnswer(
  tx: RequestContext,
  entry: { franchiseeId: number; childName: string },
  answer: 'accept' | 'decline',
) {
  const staff = await accountsAt(tx, entry.franchiseeId, ['Councellor', ...CENTRE_ROLES]);
  await pushTo(
    tx.db,
    staff.map((s) => s.id),
    'waitlist',
    {
      title: answer === 'accept' ? `${entry.childName} takes the seat` : `${entry.childName} declines the seat`,
      body:
        answer === 'accept'
          ? 'The family took the offered seat: the admission forms are open.'
          : 'The family declined the offered seat: it passes to the next family.',
      url: '/waitlist/list',
    },
  );
}
