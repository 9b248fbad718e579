import { describe, expect, it } from 'vitest';
import { readOnlyMenuModules, routeRefusal, type RouteSubject } from '../src/index.ts';

const subject = (patch: Partial<RouteSubject> = {}): RouteSubject => ({
  superAdmin: false,
  roleNames: ['FINANCE_DEPT'],
  modulesAuth: [],
  holds: (m) => m === 'AddTransaction',
  mayWrite: () => true,
  ...patch,
});

describe('routeRefusal (the route guard both sides apply)', () => {
  it('checks modules, then levels, then write, then approval', () => {
    expect(routeRefusal(subject(), { modules: ['ledger'] })).toBe('module');
    expect(routeRefusal(subject(), { modules: ['AddTransaction'], levels: ['level_6'] })).toBe('level');
    expect(routeRefusal(subject(), { modules: ['AddTransaction'], levels: ['level_7'] })).toBeNull();
    const readOnly = subject({ mayWrite: () => false });
    expect(routeRefusal(readOnly, { modules: ['AddTransaction'], write: true })).toBe('write');
    expect(routeRefusal(readOnly, { modules: ['AddTransaction'] })).toBeNull();
    expect(routeRefusal(subject(), { approval: 'USER_STAFF_APPROVED' })).toBe('approval');
    expect(routeRefusal(subject({ modulesAuth: ['USER_STAFF_APPROVED'] }), { approval: 'USER_STAFF_APPROVED' })).toBe(
      null,
    );
  });

  it('lets super admins through everything', () => {
    const admin = subject({ superAdmin: true, holds: () => false, mayWrite: () => false });
    expect(routeRefusal(admin, { modules: ['x'], levels: ['level_8'], write: true, approval: 'A' })).toBeNull();
  });
});

describe('readOnlyMenuModules', () => {
  it('is read-only only where every entry naming the module says so', () => {
    expect(
      readOnlyMenuModules([
        { modules: ['city'], isWrite: false },
        { modules: ['PincodeCheck'], isWrite: false },
        { modules: ['PincodeCheck', 'Franchisee'], isWrite: null },
        { modules: ['User'], isWrite: true },
      ]),
    ).toEqual(['city']);
  });
});
