import { defineServerModule } from '@portal/kit';
import { notificationRoutes } from './routes.ts';

export * from './schema.ts';
export { pushInTheirLanguage, pushJob, pushTo, type PushMessage } from './push.ts';
export { tellEach, type Recipient, type Telling } from './tell.ts';
export { textEach, usePhoneChannel, type PhoneChannel, type PhoneMessage, type PhoneRecipient } from './phone.ts';
export { accountsWanting } from './preferences.service.ts';
export { forgetVapidKeys, vapidKeys } from './vapid.ts';
export { BROWSER_PUSH_SERVICES, pushServices, usePushClient } from './push-services.ts';

/**
 * Web Push: each person's browsers and choices, and `pushTo` for the modules that tell people something. Its
 * settings are each person's own, so it grants nothing and adds no side-menu entry (the user menu links them).
 */
export const notificationsModule = defineServerModule({
  name: 'notifications',
  configurationWarnings:
    process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
      ? []
      : [
          {
            setting: 'VAPID_PUBLIC_KEY',
            message:
              'Push notifications use a key pair generated for this installation; set VAPID_PUBLIC_KEY and ' +
              'VAPID_PRIVATE_KEY to keep browsers subscribed across a new database',
          },
        ],
  register: notificationRoutes,
});
