import { count } from 'drizzle-orm';
import { academicYearLabel, academicYearRange, academicYearStart } from '@portal/core';
import type { Executor } from '@portal/db';
import { academicYears, cities, classes, franchisees, pincodes } from '@portal/mod-org/server';
import { dashboards, roleDashboards, roleEndPoints, roles, systemEndPoints } from '@portal/mod-system/server';
import { adminUsers, hashPassword, userRoles } from '@portal/mod-users/server';
import { END_POINTS, MENU, ROLES } from './access.ts';
import { seedEnquiryDemo } from './enquiry-demo.ts';
import { seedFinance } from './finance.ts';
import { seedOrders } from './orders.ts';
import { CITIES, CLASSES, DEMO_PASSWORD, FRANCHISEES, USERS } from './network.ts';
import { seedStaffTraining } from './staff-training.ts';

/** Seeds the demo network into an empty database; answers whether it did. */
export async function seedIfEmpty(db: Executor, today = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(franchisees);
  if (Number(n) > 0) return false;
  await db.transaction((tx) => seedDemo(tx, today));
  return true;
}

async function seedDemo(db: Executor, today: Date): Promise<void> {
  const cityRows = await db.insert(cities).values(CITIES).returning();
  const cityId = (name: string) => cityRows.find((c) => c.name === name)!.id;

  const franchiseeRows = await db
    .insert(franchisees)
    .values(
      FRANCHISEES.map(({ city, pincodes: _p, ...f }) => ({ ...f, cityId: cityId(city), agreementDate: '2024-04-01' })),
    )
    .returning();
  await db.insert(pincodes).values(
    FRANCHISEES.flatMap((f, i) =>
      f.pincodes.map(([pincode, area]) => ({
        franchiseeId: franchiseeRows[i].id,
        pincode,
        area,
        cityId: cityId(f.city),
      })),
    ),
  );

  // The year before, this year and the next, around today.
  const start = academicYearStart(today);
  await db.insert(academicYears).values(
    [start - 1, start, start + 1].map((y) => {
      const label = academicYearLabel(y);
      const { from, to } = academicYearRange(label);
      return { academicYear: label, startDate: from, endDate: to };
    }),
  );

  await db.insert(classes).values(CLASSES.map((c, i) => ({ ...c, sort: (i + 1) * 10 })));

  const endPointRows = await db.insert(systemEndPoints).values(END_POINTS).returning();
  const bskFranchisee = franchiseeRows[3].id;
  const roleRows = await db
    .insert(roles)
    .values(
      ROLES.map((r) => ({
        role: r.role,
        description: r.description,
        assignableByFranchisee: r.assignableByFranchisee ?? false,
        franchiseeId: r.bsk ? bskFranchisee : null,
      })),
    )
    .returning();
  const roleId = (name: string) => roleRows.find((r) => r.role === name)!.id;
  await db.insert(roleEndPoints).values(
    ROLES.flatMap((r) =>
      r.grants.map(([module, method]) => ({
        roleId: roleId(r.role),
        endPointId: endPointRows.find((e) => e.module === module && e.method === method)!.id,
      })),
    ),
  );

  const dashboardIds = new Map<string, number>();
  for (const [sort, item] of MENU.entries()) {
    const [row] = await db
      .insert(dashboards)
      .values({
        name: item.name,
        label: item.label,
        path: item.path,
        groupLabel: item.groupLabel,
        modules: item.modules,
        studentFacing: item.studentFacing ?? false,
        sort: sort * 10,
        parentId: item.parent ? dashboardIds.get(item.parent) : null,
      })
      .returning();
    dashboardIds.set(item.name, row.id);
  }
  const grants = MENU.flatMap((item) =>
    item.roles.map((role) => ({
      roleId: roleId(role),
      dashboardId: dashboardIds.get(item.name)!,
      isActive: true,
      isDefault: item.isDefaultFor?.includes(role) ?? false,
      isWrite: item.readOnlyFor?.includes(role) ? false : null,
    })),
  );
  if (grants.length) await db.insert(roleDashboards).values(grants);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of USERS) {
    const [user] = await db
      .insert(adminUsers)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        mobile: u.mobile,
        passwordHash,
        franchiseeId: u.franchisee === undefined ? null : franchiseeRows[u.franchisee].id,
        superAdmin: u.superAdmin ?? false,
        allFranchisees: u.allFranchisees ?? false,
        department: u.department ?? null,
        designation: u.designation ?? null,
        isStaff: u.isStaff ?? false,
        modulesAuth: u.modulesAuth ?? [],
        studentAdmissionId: u.studentAdmissionId ?? null,
      })
      .returning();
    if (u.roles.length) await db.insert(userRoles).values(u.roles.map((r) => ({ userId: user.id, roleId: roleId(r) })));
  }
  await seedEnquiryDemo(db, today);
  await seedFinance(db, today);
  await seedStaffTraining(db, passwordHash, today);
  await seedOrders(db, today);
}
