import { enquiryAlertBanner } from '@portal/mod-enquiry/web';
import { familyMemberHome } from '@portal/mod-family/web';
import { parentHome, teacherHome } from '@portal/mod-home/web';
import { dashboardWidgetsPanel } from '@portal/mod-reports/web';
import { trainingNoticesBanner } from '@portal/mod-training/web';
import type { LazyScreen, RoleHome } from '@portal/ui/routing';

// What the signed-in pages show around and before the modules' screens. Apart from the route table, which loads
// the screens that read these.

/** Banners modules show above every signed-in page (the shell's ModuleBanners renders them). */
export const moduleBanners: LazyScreen[] = [enquiryAlertBanner, trainingNoticesBanner];

/** Panels modules show on the home dashboard (the widgets placed on the user's roles). */
export const dashboardPanels: LazyScreen[] = [dashboardWidgetsPanel];

/** Homes modules declare for the roles whose day they shape; the landing page shows the user's in their place. */
export const roleHomes: RoleHome[] = [parentHome, teacherHome, familyMemberHome];

export const HOME_PATH = '/profile/dashboard';
