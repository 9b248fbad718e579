import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listRef, resourceShape, viewShape } from '@portal/core';
import { invalidateResources, listKey, recordKey } from '../src/resource/keys.ts';

const staff = resourceShape({ name: 'staff', label: 'Staff', module: 'Staff', fields: {} });
const roles = resourceShape({ name: 'roles', label: 'Role', module: 'System', fields: {} });
const orderView = viewShape({ name: 'order-list', label: 'Order', module: 'Orders' });
const orders = listRef<{ id: number }>(orderView, '/api/order-list');
const drafts = listRef<{ id: number }>(orderView, '/api/order-list/drafts');

const stale = (client: QueryClient, keys: readonly (readonly unknown[])[]) =>
  keys.map((key) => client.getQueryState(key)?.isInvalidated ?? false);

describe('rows and records kept by their resource', () => {
  it("spells a resource by its shape's name, and a view's list by its path", () => {
    expect(listKey(staff, { page: 1 })).toEqual(['list', 'staff', { page: 1 }]);
    expect(recordKey(staff, 4)).toEqual(['record', 'staff', 4]);
    expect(listKey(orders)).toEqual(['list', '/api/order-list']);
    expect(listKey(drafts, {})).not.toEqual(listKey(orders, {}));
    expect(listKey()).toEqual(['list']);
  });

  it('marks stale every page and record of a named resource, and no other', async () => {
    const client = new QueryClient();
    const keys = [listKey(staff, { page: 1 }), recordKey(staff, 4), listKey(orders, {}), recordKey(roles, 2)];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateResources(client, staff);
    expect(stale(client, keys)).toEqual([true, true, false, false]);
    await invalidateResources(client, orders);
    expect(stale(client, keys)).toEqual([true, true, true, false]);
  });

  it('marks stale every list and record when none is named, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [listKey(staff, {}), recordKey(roles, 2), ['call', '/api/test'], ['meta', 'staff']];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateResources(client);
    expect(stale(client, keys)).toEqual([true, true, false, false]);
  });
});
