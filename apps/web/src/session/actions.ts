import { currentAcademicYear, hasEnquiryAccess, ROLE, type EndpointAnswer } from '@portal/core';
import {
  call,
  currentLanguage,
  errorMessage,
  palette,
  setLanguage,
  type StoredAcademicYear,
  type StoredFranchisee,
  t,
} from '@portal/ui';
import { showAlertDialog } from '../shell/alerts.tsx';
import * as O from '@portal/mod-org/contracts';
import * as U from '@portal/mod-users/contracts';
import { getSession, resetSession, updateSession } from './store.ts';
import type { Me, MenuAnswer, RoleInfo, SignedIn } from './types.ts';

export async function fetchMenu(role: RoleInfo | null): Promise<MenuAnswer> {
  return call(U.userMenu, { query: { roleId: role?.id } });
}

/** After a token arrives (password or OTP): who the user is, their roles and menu. */
export async function startSession(signed: SignedIn): Promise<Me> {
  updateSession({ token: signed.token });
  const me = await adoptLanguage(await call(U.adminMe));
  const role = me.superAdmin || me.roles.length !== 1 ? null : me.roles[0];
  updateSession({ me, superAdmin: me.superAdmin, roles: me.roles, access: me.roles, role, menuShow: true });
  try {
    const menu = await fetchMenu(role);
    updateSession({ menu: menu.menu, hasEnquiryAccess: menu.hasEnquiryAccess });
  } catch (err) {
    // Signed in all the same; the shell retries the menu and the dialog says what went wrong.
    showAlertDialog({ title: t('shell.menuFailed'), message: errorMessage(err), color: palette.error });
  }
  return me;
}

/**
 * The account's language wins over the device's; an account that never chose one takes the language the person
 * picked on the sign-in screen (kept on the account only when it is not English, the default).
 */
async function adoptLanguage(me: Me): Promise<Me> {
  if (me.language) {
    await setLanguage(me.language);
    return me;
  }
  const language = currentLanguage();
  if (language === 'en') return me;
  try {
    await call(U.setMyLanguage, { body: { language } });
    return { ...me, language };
  } catch {
    return me; // The device keeps its language; the profile screen can save it later.
  }
}

/**
 * Changing role reloads the menu and the enquiry-access flag. `beforeSwitch` gets the new menu before the role
 * changes: the page open now may be closed to the new role, so the caller leaves it first.
 */
export async function selectRole(
  role: RoleInfo | null,
  beforeSwitch?: (menu: MenuAnswer['menu']) => Promise<void>,
): Promise<void> {
  const menu = await fetchMenu(role);
  await beforeSwitch?.(menu.menu);
  updateSession({ role, menu: menu.menu, hasEnquiryAccess: menu.hasEnquiryAccess });
}

/**
 * At start-up, besides the menu: the account as it is now. A parent's child moves to the new year's admission on its
 * first day (the students module's nightly move), and a phone kept signed in since would open last year's screens,
 * which the parent may no longer open. Nothing is drawn again when nothing changed.
 */
export async function refreshAccount(): Promise<void> {
  const me = await call(U.adminMe);
  updateSession({ me: { ...me, language: getSession().me?.language ?? me.language } });
}

/** Changing the centre recomputes enquiry access from the menu. */
export function selectFranchisee(f: StoredFranchisee | null): void {
  updateSession({ franchisee: f, hasEnquiryAccess: hasEnquiryAccess(getSession().menu) });
}

export function selectAcademicYear(y: StoredAcademicYear | null): void {
  updateSession({ academicYear: y });
}

/**
 * Choosing a centre where the account acts with other roles (joined by invitation), or leaving one, changes who
 * it is: its roles and menu are loaded again for the centre now chosen.
 */
export async function reloadRoles(): Promise<void> {
  const me = await call(U.adminMe);
  const role = me.superAdmin || me.roles.length !== 1 ? null : me.roles[0];
  updateSession({ me, roles: me.roles, access: me.roles, role });
  const menu = await fetchMenu(role);
  updateSession({ menu: menu.menu, hasEnquiryAccess: menu.hasEnquiryAccess });
}

export type ChoosableFranchisee = EndpointAnswer<typeof O.activeFranchisees>['rows'][number];

export async function loadFranchisees(): Promise<ChoosableFranchisee[]> {
  const { rows } = await call(O.activeFranchisees);
  const s = getSession();
  const current = s.franchisee;
  const stillThere = current && (current.id === 0 || rows.some((r) => r.id === current.id));
  if (!stillThere) {
    // A centre user works in their own centre; a single choice needs no choosing.
    const own = s.me?.franchisee ? rows.find((r) => r.id === s.me?.franchisee?.id) : undefined;
    const pick = own ?? (rows.length === 1 ? rows[0] : null);
    if (pick || current) selectFranchisee(pick ?? null);
  }
  return rows;
}

export async function loadAcademicYears(): Promise<StoredAcademicYear[]> {
  const { rows } = await call(O.academicYears);
  const current = getSession().academicYear;
  if (!current || !rows.some((r) => r.id === current.id)) {
    const label = currentAcademicYear();
    selectAcademicYear(rows.find((r) => r.academicYear === label) ?? null);
  }
  return rows;
}

const isBskUser = () => getSession().roles.some((r) => r.role === ROLE.BSKUSER);

/** BSK users see their one centre and no 'Select All'. */
export function offersSelectAll(): boolean {
  return !isBskUser();
}

/** The centre selector's label: the spec's 'Centre Change' for BSK users, 'Franchisee' for everyone else. */
export function franchiseeSelectLabelKey(): 'shell.centreChange' | 'shell.franchisee' {
  return isBskUser() ? 'shell.centreChange' : 'shell.franchisee';
}

export async function signOut(): Promise<void> {
  await call(U.logout);
  resetSession();
}
