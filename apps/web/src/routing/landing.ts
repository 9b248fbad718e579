import { enquiryAlertBanner } from '@portal/mod-enquiry/web';
import { familyMemberHome } from '@portal/mod-family/web';
import { parentHome, teacherHome } from '@portal/mod-home/web';
import { dashboardWidgetsPanel } from '@portal/mod-reports/web';
import { TRAINING_MODULES } from '@portal/mod-training/shared';
import { trainingNoticesBanner } from '@portal/mod-training/web';
import { readJson, type PortalAccess } from '@portal/ui';
import type { LazyScreen, RoleHome } from '@portal/ui/routing';

// What the signed-in pages show around and before the modules' screens. Apart from the route table, which loads
// the screens that read these.

/** A banner a module shows above every signed-in page, and to whom: the shell loads its code for them alone. */
export interface ModuleBanner {
  load: LazyScreen;
  shownTo(access: PortalAccess): boolean;
}

/**
 * Banners modules show above every signed-in page (the shell's ModuleBanners renders them). A parent's home loads
 * neither: the enquiry alert is for those who work on enquiries (the menu says so at sign-in, as the alert reads
 * it), the training notices for those who may read their trainings.
 */
export const moduleBanners: ModuleBanner[] = [
  { load: enquiryAlertBanner, shownTo: () => readJson<number>('hasEnquiryAccess') === 1 },
  { load: trainingNoticesBanner, shownTo: (access) => access.canRead(TRAINING_MODULES.TEACHER_TRAINING) },
];

/** Panels modules show on the home dashboard (the widgets placed on the user's roles). */
export const dashboardPanels: LazyScreen[] = [dashboardWidgetsPanel];

/** Homes modules declare for the roles whose day they shape; the landing page shows the user's in their place. */
export const roleHomes: RoleHome[] = [parentHome, teacherHome, familyMemberHome];

export const HOME_PATH = '/profile/dashboard';
