import { describe, expect, it } from 'vitest';
import type { DashboardItem, EndPoint } from '@portal/core';
import { accessOf } from '../src/session/access.ts';
import type { SessionState } from '../src/session/store.ts';
import type { PortalRoute } from '@portal/ui/routing';
import { communicationRouteSet } from '@portal/mod-communication/web';
import { learningRouteSet } from '@portal/mod-learning/web';
import { evaluateGuard } from '../src/routing/guard.ts';

/** A signed-in session of one role holding these end points and menu entries. */
function signedIn(role: string, endPoints: EndPoint[], menu: DashboardItem[] = []): SessionState {
  const info = { id: 1, role, description: role, systemEndPoints: endPoints };
  return {
    token: 't',
    me: null,
    superAdmin: false,
    access: [info],
    roles: [info],
    role: info,
    menu,
    menuShow: true,
    hasEnquiryAccess: 0,
    franchisee: null,
    academicYear: null,
  } as SessionState;
}

function entry(module: string, isWrite: boolean | null): DashboardItem {
  return {
    id: 1,
    name: module,
    label: module,
    path: `/${module}`,
    groupLabel: 'Admin',
    parentId: null,
    sort: 1,
    modules: [module],
    requiresStaffApproval: false,
    studentFacing: false,
    dashboardRoleMap: { isActive: true, isDefault: false, isWrite, subDashboardRoleMaps: [] },
  };
}

const guardFor = (s: SessionState, guard: Parameters<typeof evaluateGuard>[0]) =>
  evaluateGuard(guard, { access: accessOf(s), modulesAuth: [], roleNames: s.role ? [s.role.role] : [] });

describe('web route guard: authorize levels and the menu write flag (spec section 6)', () => {
  const note = { modules: ['AddTransaction'], levels: ['level_6' as const], write: true };

  it("lets a role through only on the route's levels, as the server does", () => {
    const grant = [{ module: 'AddTransaction', method: 'any' }];
    expect(guardFor(signedIn('FINANCE_ADMIN', grant), note)).toBe('allow');
    // Holding the module is not enough: FINANCE_DEPT is level_7, not level_6.
    expect(guardFor(signedIn('FINANCE_DEPT', grant), note)).toBe('refused');
    expect(guardFor(signedIn('FINANCE_DEPT', grant), { ...note, levels: ['level_6', 'level_7'] })).toBe('allow');
    // Without the module the level does not help.
    expect(guardFor(signedIn('FINANCE_ADMIN', []), note)).toBe('refused');
  });

  it('opens a family screen only to its roles, whatever modules staff hold', () => {
    const homework = { modules: ['studentHomework'], roles: ['PARENT'] };
    const grant = [{ module: 'studentHomework', method: 'any' }];
    expect(guardFor(signedIn('PARENT', grant), homework)).toBe('allow');
    expect(guardFor(signedIn('TEACHER', grant), homework)).toBe('refused');
  });

  it('lets super admins past levels', () => {
    const admin = { ...signedIn('SUPER_ADMIN', []), superAdmin: true };
    expect(guardFor(admin, note)).toBe('allow');
  });

  it("refuses an editing route when the role's menu entry for the module is read-only", () => {
    const grant = [{ module: 'city', method: 'any' }];
    expect(guardFor(signedIn('ADMIN', grant, [entry('city', null)]), { modules: ['city'], write: true })).toBe('allow');
    expect(guardFor(signedIn('ADMIN', grant, [entry('city', false)]), { modules: ['city'], write: true })).toBe(
      'refused',
    );
    // Reading stays open.
    expect(guardFor(signedIn('ADMIN', grant, [entry('city', false)]), { modules: ['city'] })).toBe('allow');
  });
});

describe('routes of the spec that members reach', () => {
  const route = (routes: PortalRoute[], path: string) => routes.find((r) => r.path === path);

  it('opens the event calendar to a member without asking for a centre', async () => {
    const communicationRoutes = await communicationRouteSet.load();
    const view = route(communicationRoutes, '/eventcalendar/event-calendar-view')!;
    const member = signedIn('TEACHER', [{ module: 'eventCalendar', method: 'GET' }]);
    expect(guardFor(member, view.guard)).toBe('allow');
    // The staff group's list still works on a chosen centre.
    expect(guardFor(member, route(communicationRoutes, '/eventcalendar/event-calendar-list')!.guard)).toBe(
      'choose-centre',
    );
  });

  it("routes a folder's plan upload to its screen", async () => {
    const learningRoutes = await learningRouteSet.load();
    expect(route(learningRoutes, '/learning/bulkUploadCurriculumCMS/:folderMapID')?.screen).toBeTypeOf('function');
  });
});
