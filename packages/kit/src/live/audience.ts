import { canAccess } from '@portal/core';
import type { RequestContext } from '../context.ts';
import { franchiseeIdsInFence } from '../fence.ts';
import { ownValues, type OwnerRule } from '../resource/owner.ts';

/**
 * Who receives a live event. An event goes to named accounts (`users`), or to a channel's audience at one
 * centre: the people who may read the channel's access module there, narrowed by the channel's owner rules
 * exactly as the API narrows reads (a parent to their own child, a teacher to the classes they teach).
 *
 * Both sides are reduced to string keys: an event lists the keys it is addressed to, a subscriber the keys it
 * holds (computed once when the stream opens), and delivery is a lookup in an index by key, so an event costs
 * no query per subscriber. The centre is part of every channel key, and delivery checks the fence again.
 */
export interface LiveChannel {
  /** Short and unique: part of every key ('day'). */
  name: string;
  /** The access module whose read right (GET) lets a person receive the channel's events. */
  module: string;
  /**
   * Owner rules scoped by role (`onlyThroughRoles`), as on the resources behind the channel: a role they scope
   * receives an event only when it owns the event's value of each such rule's column.
   */
  rules?: readonly OwnerRule[];
}

const channels = new Map<string, LiveChannel>();

/** Declares a channel once (when its module loads); subscribers compute their keys over every channel. */
export function defineLiveChannel(channel: LiveChannel): LiveChannel {
  const known = channels.get(channel.name);
  if (known && known !== channel) throw new Error(`Live channel "${channel.name}" is declared twice`);
  if (!/^[a-z][a-z0-9-]*$/.test(channel.name)) throw new Error(`Live channel name "${channel.name}" is not a slug`);
  channels.set(channel.name, channel);
  return channel;
}

/** Where an event goes: named accounts, and/or a channel at a centre with the row's values of its rules' columns. */
export type LiveAudience =
  | { users: readonly number[]; channel?: undefined }
  | {
      channel: LiveChannel;
      franchiseeId: number;
      /** The event's value of each rule's column (`{ studentAdmissionId: 7, classId: 3 }`). */
      row: Record<string, number | string>;
      users?: readonly number[];
    };

const EVERY_CENTRE = 'all';

const userKey = (userId: number) => `u:${userId}`;
const ownedPart = (rules: readonly OwnerRule[], value: (rule: OwnerRule) => unknown) =>
  rules.map((r) => `${r.column}=${String(value(r))}`).join('&');

/** Every non-empty subset of the rules, in declaration order (a channel has one to three). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** The keys an event is addressed to. */
export function eventKeys(audience: LiveAudience): string[] {
  const keys = (audience.users ?? []).map(userKey);
  if (!audience.channel) return keys;
  const { channel, franchiseeId, row } = audience;
  for (const rule of channel.rules ?? [])
    if (row[rule.column] === undefined) throw new Error(`Live event on "${channel.name}" lacks ${rule.column}`);
  for (const centre of [String(franchiseeId), EVERY_CENTRE]) {
    const base = `c:${channel.name}:${centre}`;
    keys.push(`${base}:*`, ...subsets(channel.rules ?? []).map((s) => `${base}:${ownedPart(s, (r) => row[r.column])}`));
  }
  return keys;
}

/** Every combination of one owned value per rule (a parent of two children holds two keys). */
function combinations(owned: readonly unknown[][]): unknown[][] {
  return owned.reduce<unknown[][]>((acc, values) => acc.flatMap((c) => values.map((v) => [...c, v])), [[]]);
}

/**
 * The keys a signed-in person holds: their own account, and per channel and role granting its read right the
 * centres of their fence, unscoped or narrowed to the values their role's rules own. Runs once per stream.
 */
export async function subscriberKeys(ctx: RequestContext): Promise<string[]> {
  if (!ctx.user) return [];
  const keys = new Set([userKey(ctx.user.id)]);
  const fence = franchiseeIdsInFence(ctx);
  const centres = fence ? fence.map(String) : [EVERY_CENTRE];
  const owned = new Map<OwnerRule, Promise<unknown[]>>();
  const ownedBy = (rule: OwnerRule) => {
    if (!owned.has(rule)) owned.set(rule, ownValues(ctx, rule));
    return owned.get(rule)!;
  };
  for (const channel of channels.values()) {
    const rules = channel.rules ?? [];
    if (ctx.user.superAdmin) {
      centres.forEach((c) => keys.add(`c:${channel.name}:${c}:*`));
      continue;
    }
    // Without the per-role grants no right can be traced to a role: nothing but the account's own key.
    for (const [role, endPoints] of Object.entries(ctx.roleEndPoints ?? {})) {
      if (!canAccess({ superAdmin: false, roleNames: [role], endPoints }, channel.module, 'GET')) continue;
      const scoping = rules.filter((r) => r.onlyThroughRoles?.includes(role));
      const parts = scoping.length
        ? combinations(await Promise.all(scoping.map(ownedBy))).map((values) =>
            ownedPart(scoping, (r) => values[scoping.indexOf(r)]),
          )
        : ['*'];
      for (const c of centres) for (const part of parts) keys.add(`c:${channel.name}:${c}:${part}`);
    }
  }
  return [...keys];
}
