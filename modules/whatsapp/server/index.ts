import { defineServerModule, hostOf } from '@portal/kit';
import { usePhoneChannel } from '@portal/mod-notifications/server';
import { whatsappAccess } from './access.ts';
import { whatsappConfig } from './config.ts';
import { whatsappRoutes } from './routes.ts';
import { scheduleWhatsappPrune } from './retention.ts';
import { whatsappChannel } from './send.service.ts';

export * from './schema.ts';
export { templateResource } from './resources.ts';
export { whatsappChannel, whatsappSendJob, fallBackToSms } from './send.service.ts';
export { isOptedIn } from './opt-ins.ts';
export { whatsappConfig } from './config.ts';
export { KEEP_MESSAGES_DAYS, whatsappPruneJob } from './retention.ts';

export interface WhatsappModuleOptions {
  publicLimitPerMinute: number;
}

/**
 * WhatsApp as a channel to families who opted in: the Cloud API's template messages in the family's language,
 * the templates' states, each number's opt-in, and the delivery statuses WhatsApp reports. Off (everything goes by
 * SMS) until WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET are set.
 */
export function whatsappModule(options: WhatsappModuleOptions) {
  return defineServerModule({
    name: 'whatsapp',
    access: whatsappAccess,
    seed: (db) => scheduleWhatsappPrune(db),
    // Read on each use, as each send reads the settings.
    processors: () => {
      const config = whatsappConfig();
      if (!config) return [];
      return [
        {
          name: 'WhatsApp Business Cloud API (Meta)',
          service: 'Sends WhatsApp template messages to families who opted in',
          receives: 'Mobile numbers, the family’s language and the text of each message; delivery statuses come back',
          purpose: 'The day’s summary, fee reminders and notices on WhatsApp instead of SMS',
          location: `Meta Platforms (${hostOf(config.apiUrl)}), outside India`,
          setting: 'WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET',
        },
      ];
    },
    configurationWarnings: whatsappConfig()
      ? []
      : [
          {
            setting: 'WHATSAPP_API_URL',
            message:
              'WhatsApp is off: set WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and ' +
              'WHATSAPP_APP_SECRET to send to the families who opted in (they get SMS meanwhile)',
          },
        ],
    register(app) {
      usePhoneChannel(whatsappChannel);
      whatsappRoutes(app, options.publicLimitPerMinute);
    },
  });
}
