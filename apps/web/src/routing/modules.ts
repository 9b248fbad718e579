import { amsRouteSet } from '@portal/mod-ams/web';
import { academicsRouteSet } from '@portal/mod-academics/web';
import { auditRouteSet } from '@portal/mod-audit/web';
import { communicationRouteSet } from '@portal/mod-communication/web';
import { dayRouteSet } from '@portal/mod-day/web';
import { developmentRouteSet } from '@portal/mod-development/web';
import { devicesRouteSet } from '@portal/mod-devices/web';
import { enquiryRouteSet } from '@portal/mod-enquiry/web';
import { financeRouteSet } from '@portal/mod-finance/web';
import { healthRouteSet } from '@portal/mod-health/web';
import { learningRouteSet } from '@portal/mod-learning/web';
import { messagesRouteSet } from '@portal/mod-messages/web';
import { notificationsRouteSet } from '@portal/mod-notifications/web';
import { consentRouteSet } from '@portal/mod-consent/web';
import { whatsappRouteSet } from '@portal/mod-whatsapp/web';
import { familyRouteSet } from '@portal/mod-family/web';
import { ledgerRouteSet } from '@portal/mod-ledger/web';
import { orderRouteSet } from '@portal/mod-orders/web';
import { orgRouteSet } from '@portal/mod-org/web';
import { reportRouteSet } from '@portal/mod-reports/web';
import { sopRouteSet } from '@portal/mod-sop/web';
import { workforceRegisterRouteSet } from '@portal/mod-workforce-register/web';
import { observationsRouteSet } from '@portal/mod-observations/web';
import { staffRouteSet } from '@portal/mod-staff/web';
import { studentRouteSet } from '@portal/mod-students/web';
import { systemRouteSet } from '@portal/mod-system/web';
import { ticketRouteSet } from '@portal/mod-tickets/web';
import { transportRouteSet } from '@portal/mod-transport/web';
import { trainingRouteSet } from '@portal/mod-training/web';
import { userRouteSet } from '@portal/mod-users/web';
import { waitlistRouteSet } from '@portal/mod-waitlist/web';
import { privacyRouteSet } from '@portal/mod-privacy/web';
import { safeguardsRouteSet } from '@portal/mod-safeguards/web';
import { homeRouteSet } from '@portal/mod-home/web';
import type { ModuleRouteSet } from '@portal/ui/routing';

/**
 * Every module's part of the web app: its screens, loaded by top-level path segment, and what it adds to the shell
 * (public pages, a banner, role homes, office counts). The one list of modules on the web: a new module adds its
 * route set here and declares the rest in it, as the server's modules.ts lists the modules' servers.
 */
export const moduleRouteSets: ModuleRouteSet[] = [
  orgRouteSet,
  systemRouteSet,
  userRouteSet,
  enquiryRouteSet,
  studentRouteSet,
  staffRouteSet,
  trainingRouteSet,
  orderRouteSet,
  financeRouteSet,
  ledgerRouteSet,
  auditRouteSet,
  amsRouteSet,
  sopRouteSet,
  workforceRegisterRouteSet,
  ticketRouteSet,
  communicationRouteSet,
  learningRouteSet,
  reportRouteSet,
  transportRouteSet,
  academicsRouteSet,
  dayRouteSet,
  devicesRouteSet,
  messagesRouteSet,
  waitlistRouteSet,
  consentRouteSet,
  healthRouteSet,
  whatsappRouteSet,
  // Before the family circle's: a parent's home comes first where an account has both.
  homeRouteSet,
  familyRouteSet,
  privacyRouteSet,
  notificationsRouteSet,
  safeguardsRouteSet,
  developmentRouteSet,
  observationsRouteSet,
];
