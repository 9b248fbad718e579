import { scheduleAttemptSweep } from './attempts-sweep.ts';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { adminUsers, userRoles } from './schema.ts';
import { hashPassword } from './secrets.ts';

let demoHash: Promise<string> | null = null;

/** The demo password's hash, computed once: hashing is deliberately slow and other modules' seeds add accounts. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** The demo accounts with their roles; the org and system seeds ran first. */
export async function seedUsers(db: Executor, _ctx: SeedContext): Promise<void> {
  await scheduleAttemptSweep(db);
  const passwordHash = await demoPasswordHash();
  const centres = await db.select({ id: franchisees.id, code: franchisees.code }).from(franchisees);
  const roleRows = await db.select({ id: roles.id, role: roles.role }).from(roles);
  for (const { roles: roleNames, franchisee, ...u } of DEMO_USERS) {
    const [user] = await db
      .insert(adminUsers)
      .values({
        ...u,
        passwordHash,
        franchiseeId: franchisee === undefined ? null : centres.find((c) => c.code === franchisee)!.id,
        superAdmin: u.superAdmin ?? false,
        allFranchisees: u.allFranchisees ?? false,
        department: u.department ?? null,
        designation: u.designation ?? null,
        isStaff: u.isStaff ?? false,
        modulesAuth: u.modulesAuth ?? [],
        studentAdmissionId: u.studentAdmissionId ?? null,
      })
      .returning();
    if (roleNames.length)
      await db
        .insert(userRoles)
        .values(roleNames.map((r) => ({ userId: user.id, roleId: roleRows.find((x) => x.role === r)!.id })));
  }
}
