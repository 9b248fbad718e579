import { defineServerModule } from '@portal/kit';
import { useSignInTexter } from '@portal/mod-users/server';
import { pushServices } from './push-services.ts';
import { textOne } from './phone.service.ts';
import { notificationRoutes } from './routes.ts';

export * from './schema.ts';
export { pushInTheirLanguage, pushJob, pushTo, type PushMessage } from './push.ts';
export { tellEach, type Recipient, type Telling } from './tell.ts';
export {
  textEach,
  textOne,
  sendPhone,
  smsTextCounts,
  usePhoneChannel,
  type PhoneChannel,
  type PhoneMessage,
  type PhoneRecipient,
} from './phone.service.ts';
export { accountsWanting } from './preferences.service.ts';
export { choicesOf, consentedToMarketing } from './channels.ts';
export { forgetVapidKeys, vapidKeys } from './vapid.ts';
export { BROWSER_PUSH_SERVICES, pushServices, usePushClient } from './push-services.ts';

/**
 * Web Push: each person's browsers and choices, and `pushTo` for the modules that tell people something. Its
 * settings are each person's own, so it grants nothing and adds no side-menu entry (the user menu links them).
 */
export const notificationsModule = defineServerModule({
  name: 'notifications',
  // Always on: the portal makes its own keys.
  processors: () => [
    {
      name: 'Browser push services',
      service: 'Deliver notifications to phones and browsers',
      receives: 'An address for the browser and the notification’s title and text',
      purpose: 'Telling parents and staff about the day, fees and messages',
      location: `The browser maker’s service (${pushServices(process.env).join(', ')})`,
      setting: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, WEB_PUSH_SERVICES',
    },
  ],
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
  register(app) {
    // Sign-in codes go by the phone channel too (WhatsApp's SIGN_IN_CODE template, to a number that opted in).
    useSignInTexter((db, person, code, text) =>
      textOne(db, person, { template: 'SIGN_IN_CODE', params: [code], text, franchiseeId: person.franchiseeId }),
    );
    notificationRoutes(app);
  },
});
