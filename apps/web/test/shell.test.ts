import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceTo, type DashboardItem, type FieldMap } from '@portal/core';
import { cityShape } from '@portal/mod-org/shared/resources';
import { isNumericKeyAllowed } from '../../../packages/ui/src/components/NumericInput.ts';
import { toBody, validateBody, requiredErrors, initialValues } from '../../../packages/ui/src/resource/values.ts';
import { fillPath, stripOptional, toSpecPath } from '../../../packages/ui/src/routing.ts';
import { accessOf } from '../src/session/access.ts';
import type { SessionState } from '../src/session/store.ts';
import { evaluateGuard } from '../src/routing/guard.ts';
import { withChunkTimeout } from '../src/routing/lazy.ts';
import { buildMenu, menuHref } from '../src/shell/menu-model.ts';

function item(id: number, label: string, path: string, extra: Partial<DashboardItem> = {}): DashboardItem {
  return {
    id,
    name: label.toLowerCase(),
    label,
    path,
    groupLabel: null,
    parentId: null,
    sort: id,
    modules: [],
    requiresStaffApproval: false,
    studentFacing: false,
    dashboardRoleMap: { isActive: true, isDefault: false, isWrite: true, subDashboardRoleMaps: [] },
    ...extra,
  };
}

function session(patch: Partial<SessionState> = {}): SessionState {
  return {
    token: 't',
    me: null,
    superAdmin: false,
    access: [],
    roles: [],
    role: null,
    menu: [],
    menuShow: true,
    hasEnquiryAccess: 0,
    franchisee: null,
    academicYear: null,
    ...patch,
  };
}

describe('route guard (spec section 6)', () => {
  const cities = item(1, 'Cities', '/city/citylist', {
    modules: ['city'],
    dashboardRoleMap: { isActive: true, isDefault: false, isWrite: false, subDashboardRoleMaps: [] },
  });

  it('sends signed-out users to Login and lets public routes through', () => {
    const access = accessOf(session({ token: null }));
    expect(evaluateGuard({ modules: ['city'] }, { access, modulesAuth: [] })).toBe('login');
    expect(evaluateGuard({}, { access, modulesAuth: [] })).toBe('login');
    expect(evaluateGuard({ public: true }, { access, modulesAuth: [] })).toBe('allow');
  });

  it('needs a held module, and write for editing screens (role map write flag)', () => {
    const access = accessOf(session({ menu: [cities] }));
    expect(evaluateGuard({ modules: ['city'] }, { access, modulesAuth: [] })).toBe('allow');
    // Signed in but not allowed: the page says so; the sign-in form is for the signed out.
    expect(evaluateGuard({ modules: ['city'], write: true }, { access, modulesAuth: [] })).toBe('refused');
    expect(evaluateGuard({ modules: ['System'] }, { access, modulesAuth: [] })).toBe('refused');
  });

  it('uses role end points when the server sends them', () => {
    const access = accessOf(
      session({
        access: [{ id: 1, role: 'ADMIN', description: '', systemEndPoints: [{ module: 'city', method: 'any' }] }],
      }),
    );
    expect(evaluateGuard({ modules: ['city'], write: true }, { access, modulesAuth: [] })).toBe('allow');
  });

  it('lets super admins skip checks but still asks for a centre', () => {
    const access = accessOf(session({ superAdmin: true }));
    expect(evaluateGuard({ modules: ['System'], write: true, superAdminOnly: true }, { access, modulesAuth: [] })).toBe(
      'allow',
    );
    expect(evaluateGuard({ franchiseeSelection: true }, { access, modulesAuth: [] })).toBe('choose-centre');
    const withCentre = accessOf(session({ superAdmin: true, franchisee: { id: 2, companyName: 'A' } }));
    expect(evaluateGuard({ franchiseeSelection: true }, { access: withCentre, modulesAuth: [] })).toBe('allow');
    const selectAll = accessOf(session({ superAdmin: true, franchisee: { id: 0, companyName: 'Select All' } }));
    expect(evaluateGuard({ franchiseeSelection: true }, { access: selectAll, modulesAuth: [] })).toBe('choose-centre');
  });

  it('checks super-admin-only routes and approvals', () => {
    const access = accessOf(session());
    expect(evaluateGuard({ superAdminOnly: true }, { access, modulesAuth: [] })).toBe('refused');
    expect(evaluateGuard({ approval: 'USER_STAFF_APPROVED' }, { access, modulesAuth: [] })).toBe('refused');
    expect(evaluateGuard({ approval: 'USER_STAFF_APPROVED' }, { access, modulesAuth: ['USER_STAFF_APPROVED'] })).toBe(
      'allow',
    );
    expect(evaluateGuard({ academicYear: true }, { access, modulesAuth: [] })).toBe('choose-year');
  });
});

describe('menu model', () => {
  it('groups top-level items by group label and nests children', () => {
    const menu = buildMenu(
      [
        item(1, 'Home', '/profile/dashboard', { groupLabel: 'Dashboards' }),
        item(2, 'Users', '/user/page/{current}', { groupLabel: 'Admin' }),
        item(3, 'System', '/system/roles', { groupLabel: 'Admin' }),
        item(4, 'Roles', '/system/roles', { groupLabel: 'Admin', parentId: 3 }),
        item(5, 'Reports', '/report/home'),
      ],
      {},
    );
    expect(menu.map((n) => n.label)).toEqual(['Dashboards', 'Admin', 'Reports']);
    expect(menu[1].children.map((n) => n.label)).toEqual(['Users', 'System']);
    expect(menu[1].children[0].href).toBe('/user/page/1');
    expect(menu[1].children[1].children.map((n) => n.label)).toEqual(['Roles']);
  });

  it('puts what a role does every day first, in rank order, and the rest under one More heading', () => {
    const daily = (rank: number) => ({
      dashboardRoleMap: { isActive: true, isDefault: false, isWrite: true, dailyRank: rank, subDashboardRoleMaps: [] },
    });
    const menu = buildMenu(
      [
        item(1, 'Home', '/profile/dashboard', { groupLabel: 'Dashboards', ...daily(0) }),
        item(2, 'Fee account', '/student-account/details', { groupLabel: 'Finance', ...daily(2) }),
        item(3, 'Today', '/day/my-child', { groupLabel: 'Academics', ...daily(1) }),
        item(4, 'Pickups', '/day/my-pickups', { groupLabel: 'Academics' }),
        item(5, 'Report card', '/grade-book/skills/final-report/1', { groupLabel: 'Academics' }),
      ],
      {},
    );
    expect(menu.map((n) => n.label)).toEqual(['Home', 'Today', 'Fee account', 'More']);
    expect(menu[3].href).toBeNull();
    expect(menu[3].children.map((n) => n.label)).toEqual(['Pickups', 'Report card']);
  });

  it('fills placeholders of stored paths', () => {
    expect(menuHref({ path: '/ticketing-bees/bees-ticket-list/{ticketstatus}', studentFacing: false }, {})).toBe(
      '/ticketing-bees/bees-ticket-list/open',
    );
    expect(
      menuHref({ path: '/class-diary/view/{studentAdmissionId}', studentFacing: true }, { studentAdmissionID: 42 }),
    ).toBe('/class-diary/view/42');
    expect(menuHref({ path: '/franchisee/view/{franchiseeId?}', studentFacing: false }, {})).toBe('/franchisee/view');
  });
});

describe('route paths', () => {
  it('converts between router and spec syntax', () => {
    expect(toSpecPath('/franchisee/edit/:franchiseeId?')).toBe('/franchisee/edit/{franchiseeId?}');
    expect(fillPath('/city/editcity/:cityId', 7)).toBe('/city/editcity/7');
    expect(fillPath('/user/page/:current', 3)).toBe('/user/page/3');
    expect(stripOptional('/franchisee/edit/:franchiseeId?')).toBe('/franchisee/edit');
  });
});

describe('numeric-only input (spec section 5)', () => {
  it('lets digits and control keys through and blocks other printable keys', () => {
    expect(isNumericKeyAllowed('7', '')).toBe(true);
    expect(isNumericKeyAllowed('a', '')).toBe(false);
    expect(isNumericKeyAllowed('Backspace', '12')).toBe(true);
    expect(isNumericKeyAllowed('.', '12')).toBe(false);
    expect(isNumericKeyAllowed('.', '12', true)).toBe(true);
    expect(isNumericKeyAllowed('.', '1.2', true)).toBe(false);
  });
});

describe('form values to API body', () => {
  const fields: FieldMap = {
    name: { kind: 'text', label: 'Name', required: true },
    fee: { kind: 'money', label: 'Fee' },
    cityId: { kind: 'reference', label: 'City', required: true, ref: referenceTo(() => cityShape, 'name') },
    active: { kind: 'boolean', label: 'Active', default: true },
  };

  it('converts rupees to paise and ids to numbers, and validates like the server', () => {
    const values = { ...initialValues(fields, null), name: 'A', fee: '12.5', cityId: '3' };
    const { body, errors } = toBody(fields, values, 'create', null);
    expect(errors).toEqual({});
    expect(body).toEqual({ name: 'A', fee: 1250, cityId: 3, active: true });
    expect(validateBody(fields, 'create', body)).toEqual({});
  });

  it('reports missing required fields and bad amounts by field', () => {
    const { body, errors } = toBody(fields, { ...initialValues(fields, null), fee: '1.234' }, 'create', null);
    expect(errors.fee).toMatch(/rupees/);
    expect(requiredErrors(fields, 'create', body)).toEqual({ name: 'Name is required', cityId: 'City is required' });
  });

  it('sends only changed fields on update', () => {
    const original = initialValues(fields, { id: 1, name: 'A', fee: 100, cityId: 3, active: true });
    const { body } = toBody(fields, { ...original, name: 'B' }, 'update', original);
    expect(body).toEqual({ name: 'B' });
  });
});

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkLoadError after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined));
    const caught = pending.catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    const err = await caught;
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe('ChunkLoadError');
  });
});
