import { amsModule } from '@portal/mod-ams/server';
import { academicsModule } from '@portal/mod-academics/server';
import { auditModule } from '@portal/mod-audit/server';
import { communicationModule } from '@portal/mod-communication/server';
import { consentModule } from '@portal/mod-consent/server';
import { dayModule, daySafetyModule } from '@portal/mod-day/server';
import { developmentModule } from '@portal/mod-development/server';
import { familyModule } from '@portal/mod-family/server';
import { devicesModule } from '@portal/mod-devices/server';
import { cronModule, fileStoreFromEnv, filesModule, type ServerModule } from '@portal/kit';
import { healthModule } from '@portal/mod-health/server';
import { homeModule } from '@portal/mod-home/server';
import { financeModule } from '@portal/mod-finance/server';
import { ledgerModule, royaltyAdjustmentsModule } from '@portal/mod-ledger/server';
import { enquiryModule } from '@portal/mod-enquiry/server';
import { orgModule } from '@portal/mod-org/server';
import { ordersModule } from '@portal/mod-orders/server';
import { reportsModule } from '@portal/mod-reports/server';
import { sopModule } from '@portal/mod-sop/server';
import { staffModule } from '@portal/mod-staff/server';
import { studentsModule } from '@portal/mod-students/server';
import { systemModule } from '@portal/mod-system/server';
import { ticketsModule } from '@portal/mod-tickets/server';
import { transportModule } from '@portal/mod-transport/server';
import { trainingModule } from '@portal/mod-training/server';
import { messagesModule } from '@portal/mod-messages/server';
import { learningModule } from '@portal/mod-learning/server';
import { notificationsModule } from '@portal/mod-notifications/server';
import { usersModule } from '@portal/mod-users/server';
import { waitlistModule } from '@portal/mod-waitlist/server';
import { privacyModule } from '@portal/mod-privacy/server';
import { safeguardsModule } from '@portal/mod-safeguards/server';
import { whatsappModule } from '@portal/mod-whatsapp/server';
import { workforceRegisterModule } from '@portal/mod-workforce-register/server';
import { observationsModule } from '@portal/mod-observations/server';
import { paymentSettingsFromEnv, type PaymentSettings } from '@portal/mod-finance/server';
import { meetingSettingsFromEnv, type MeetingSettings } from '@portal/mod-training/server';
import type { AuthSettings } from '@portal/mod-users/server';

/** The settings of the server's modules read from the environment (config.ts reads the rest). */
export interface ModuleSettings {
  /** Online payments: live Razorpay keys, explicit test mode (PAYMENT_TEST_MODE=1, never in production) or off. */
  payments: PaymentSettings;
  /** Training meetings (Jitsi or BigBlueButton); the development secret is refused in production. */
  meetings: MeetingSettings;
}

export function moduleSettingsFromEnv(env: NodeJS.ProcessEnv): ModuleSettings {
  return { payments: paymentSettingsFromEnv(env), meetings: meetingSettingsFromEnv(env) };
}

/** What the modules are built with: their own settings and the server's they share (config.ts's AppConfig). */
export interface ModulesConfig extends ModuleSettings {
  dataDir: string;
  auth: AuthSettings;
  /** Requests per IP per minute on sign-in, OTP and the public forms. */
  authIpLimitPerMinute: number;
  smtpUrl?: string;
  mailFrom: string;
}

/**
 * Every business module the server runs, in registration order: routes are registered and demo
 * seeds run in this order (a module's seed may use what an earlier one seeded).
 */
export function serverModules(config: ModulesConfig): ServerModule[] {
  // One store for every module's bytes: local disk, or the S3-compatible bucket the environment names.
  const store = fileStoreFromEnv(config.dataDir);
  return [
    orgModule,
    systemModule,
    usersModule({ settings: config.auth, ipLimitPerMinute: config.authIpLimitPerMinute }),
    cronModule,
    filesModule({ store }),
    studentsModule,
    enquiryModule({ publicLimitPerMinute: config.authIpLimitPerMinute }),
    ledgerModule,
    financeModule({ payments: config.payments, publicLimitPerMinute: config.authIpLimitPerMinute }),
    royaltyAdjustmentsModule,
    staffModule,
    trainingModule({ meetings: config.meetings }),
    ordersModule,
    auditModule,
    amsModule({ publicLimitPerMinute: config.authIpLimitPerMinute }),
    sopModule,
    workforceRegisterModule,
    ticketsModule,
    communicationModule({
      store,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
    }),
    learningModule({ dataDir: config.dataDir, meetings: config.meetings }),
    reportsModule({ store }),
    transportModule,
    academicsModule({ store }),
    notificationsModule,
    dayModule({ store }),
    daySafetyModule,
    devicesModule,
    messagesModule,
    waitlistModule({ publicLimitPerMinute: config.authIpLimitPerMinute }),
    consentModule,
    privacyModule({ store }),
    homeModule,
    safeguardsModule({ store }),
    developmentModule({ store, publicLimitPerMinute: config.authIpLimitPerMinute, payments: config.payments }),
    whatsappModule({ publicLimitPerMinute: config.authIpLimitPerMinute }),
    familyModule,
    healthModule,
    observationsModule,
  ];
}
