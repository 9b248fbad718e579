import { describe, expect, it } from 'vitest';
import {
  canAccess,
  franchiseeLabel,
  hasEnquiryAccess,
  LEVELS,
  levelAllows,
  mergeDashboards,
  mergeEndPoints,
  splitMenuOverflow,
  visibleMenu,
  writeFlag,
  type DashboardItem,
} from '../src/index.ts';

const item = (
  id: number,
  over: Partial<DashboardItem> = {},
  map: Partial<DashboardItem['dashboardRoleMap']> = {},
): DashboardItem => ({
  id,
  name: `item-${id}`,
  label: `Item ${id}`,
  path: `/item/${id}`,
  groupLabel: null,
  parentId: null,
  sort: id,
  modules: [],
  requiresStaffApproval: false,
  studentFacing: false,
  ...over,
  dashboardRoleMap: { isActive: false, isDefault: false, isWrite: false, subDashboardRoleMaps: [], ...map },
});

describe('level map', () => {
  it('matches the portal exactly', () => {
    expect(LEVELS).toEqual({
      level_1: ['SUPER_ADMIN'],
      level_2: ['SUPER_ADMIN', 'FRANCHISEE_USER_1'],
      level_3: ['SUPER_ADMIN', 'MARKETING_HEAD'],
      level_4: ['SUPER_ADMIN', 'MARKETING_HEAD', 'FRANCHISEE_USER_1', 'FINANCE_ADMIN', 'FINANCE_DEPT'],
      level_5: ['SUPER_ADMIN', 'DELIVERY_CHALLAN'],
      level_6: ['SUPER_ADMIN', 'FINANCE_ADMIN'],
      level_7: ['SUPER_ADMIN', 'FINANCE_ADMIN', 'FINANCE_DEPT'],
      level_8: ['TEACHER'],
    });
  });
  it('lets a role through only on its levels; super admins everywhere', () => {
    const finance = { superAdmin: false, roleNames: ['FINANCE_DEPT'] };
    expect(levelAllows(finance, ['level_7'])).toBe(true);
    expect(levelAllows(finance, ['level_6'])).toBe(false);
    expect(levelAllows(finance, ['level_6', 'level_4'])).toBe(true);
    expect(levelAllows({ superAdmin: false, roleNames: ['TEACHER'] }, ['level_1', 'level_2'])).toBe(false);
    expect(levelAllows({ superAdmin: true, roleNames: [] }, ['level_8'])).toBe(true);
  });
});

describe('access check', () => {
  const subject = (endPoints: { module: string; method: string }[]) => ({
    superAdmin: false,
    roleNames: [],
    endPoints,
  });
  it("needs the module with the method, or with 'any'", () => {
    expect(canAccess(subject([{ module: 'city', method: 'GET' }]), 'city', 'GET')).toBe(true);
    expect(canAccess(subject([{ module: 'city', method: 'GET' }]), 'city', 'POST')).toBe(false);
    expect(canAccess(subject([{ module: 'city', method: 'any' }]), 'city', 'DELETE')).toBe(true);
    expect(canAccess(subject([{ module: 'city', method: 'any' }]), 'User', 'GET')).toBe(false);
  });
  it('always lets a super admin through', () => {
    expect(canAccess({ superAdmin: true, roleNames: [], endPoints: [] }, 'System', 'DELETE')).toBe(true);
  });
  it("merges every role's end points", () => {
    const merged = mergeEndPoints([
      { systemEndPoints: [{ module: 'city', method: 'GET' }] },
      {
        systemEndPoints: [
          { module: 'city', method: 'GET' },
          { module: 'User', method: 'any' },
        ],
      },
    ]);
    expect(merged).toEqual([
      { module: 'city', method: 'GET' },
      { module: 'User', method: 'any' },
    ]);
    expect(canAccess(subject(merged), 'User', 'PUT')).toBe(true);
  });
});

describe('menu merge', () => {
  it('ORs the flags of one dashboard across roles and unites modules and sub-dashboards', () => {
    const a = item(
      1,
      { modules: ['enquiry'] },
      { isActive: true, isWrite: false, subDashboardRoleMaps: [{ subDashboard: { name: 'x' } }] },
    );
    const b = item(
      1,
      { modules: ['followup'] },
      {
        isDefault: true,
        isWrite: true,
        subDashboardRoleMaps: [{ subDashboard: { name: 'x' } }, { subDashboard: { name: 'y' } }],
      },
    );
    const [merged] = mergeDashboards([[a], [b]]);
    expect(merged.dashboardRoleMap).toEqual({
      isActive: true,
      isDefault: true,
      isWrite: true,
      // Neither role ranks it among its daily entries.
      dailyRank: null,
      subDashboardRoleMaps: [{ subDashboard: { name: 'x' } }, { subDashboard: { name: 'y' } }],
    });
    expect(merged.modules).toEqual(['enquiry', 'followup']);
  });
  it('treats an absent write flag as write', () => {
    expect(writeFlag(null)).toBe(true);
    expect(writeFlag(undefined)).toBe(true);
    expect(writeFlag(false)).toBe(false);
  });
  it('shows an item only to holders of one of its modules', () => {
    const items = [
      item(1, { modules: ['enquiry'] }, { isActive: true }),
      item(2, { modules: ['ledger'] }, { isActive: true }),
      item(3, {}, { isActive: false }),
    ];
    const viewer = {
      superAdmin: false,
      roleNames: ['Councellor'],
      modulesAuth: [],
      heldModules: ['enquiry'],
      belongsToFranchisee: true,
    };
    expect(visibleMenu(items, viewer).map((i) => i.id)).toEqual([1]);
  });
  it('hides /franchisee from franchisee users, and staff-approval items from unapproved teachers', () => {
    const items = [
      item(1, { path: '/franchisee' }, { isActive: true }),
      item(2, { requiresStaffApproval: true }, { isActive: true }),
    ];
    const base = { superAdmin: false, heldModules: [], studentAdmissionID: null };
    expect(visibleMenu(items, { ...base, roleNames: ['TEACHER'], modulesAuth: [], belongsToFranchisee: true })).toEqual(
      [],
    );
    expect(
      visibleMenu(items, {
        ...base,
        roleNames: ['TEACHER'],
        modulesAuth: ['USER_STAFF_APPROVED'],
        belongsToFranchisee: false,
      }).map((i) => i.id),
    ).toEqual([1, 2]);
  });
  it('forces enquiry access on for an empty menu or one with an enquiry item', () => {
    expect(hasEnquiryAccess([])).toBe(1);
    expect(hasEnquiryAccess([{ name: 'enquiry-list', path: '/forms/enquiry/list', modules: [] }])).toBe(1);
    expect(hasEnquiryAccess([{ name: 'cities', path: '/city/citylist', modules: ['city'] }])).toBe(0);
  });
  it("puts items past 80 label characters under 'more'", () => {
    const labels = Array.from({ length: 10 }, (_, i) => ({ label: `Menu label ${i}` })); // 12 characters each
    const { shown, more } = splitMenuOverflow(labels);
    expect(shown).toHaveLength(6);
    expect(more).toHaveLength(4);
  });
  it('labels a franchisee with its id padded to 3 digits', () => {
    expect(franchiseeLabel({ id: 7, companyName: 'Little Sprouts' })).toBe('(007) Little Sprouts');
  });
});
