import { defineServerModule, type FileStore } from '@portal/kit';
import { communicationAccess } from './access.ts';
import { setChannels, smsGatewayChannel, smtpChannel, type Channels } from './channels.ts';
import { communicationRoutes } from './routes.ts';
import { seedCommunication } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { setChannels, smtpChannel, smsGatewayChannel, currentChannels, type Channels } from './channels.ts';
export { setInstagramPublisher, type InstagramPublisher } from './instagram.ts';
export { deliverJob, deliverSend, DELIVER_JOB } from './send.service.ts';
export { makeThumbnail } from './gallery.service.ts';
export { useClassTeaching, type ClassTeaching } from './class-teaching.ts';
export { centreEventsView } from './events-view.ts';
export { announcementFeed, childAnnouncements } from './feed.service.ts';
export { latestAnnouncementsOfChild } from './reads.ts';

export interface CommunicationOptions {
  /** Where photos and their thumbnails are kept (the files module's store). */
  store: FileStore;
  /** SMTP for email (SMTP_URL); without it emails wait and retry until it is configured. */
  smtpUrl?: string;
  mailFrom?: string;
  env?: NodeJS.ProcessEnv;
}

/** The SMS gateway from SMS_GATEWAY_URL, SMS_GATEWAY_KEY and SMS_CALLBACK_TOKEN (with PUBLIC_URL for the callback). */
function channelsFrom({ smtpUrl, mailFrom, env = process.env }: CommunicationOptions): Channels {
  const token = env.SMS_CALLBACK_TOKEN;
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '');
  return {
    email: smtpUrl
      ? smtpChannel(smtpUrl, mailFrom ?? 'no-reply@localhost', { pool: true, maxConnections: 16 })
      : undefined,
    sms: env.SMS_GATEWAY_URL
      ? smsGatewayChannel({
          url: env.SMS_GATEWAY_URL,
          apiKey: env.SMS_GATEWAY_KEY ?? '',
          callbackUrl:
            publicUrl && token ? `${publicUrl}/api/communications/sms/delivery-report?token=${token}` : undefined,
        })
      : undefined,
    callbackToken: token,
    concurrency: 32,
  };
}

export function communicationModule(options: CommunicationOptions) {
  const channels = channelsFrom(options);
  setChannels(channels);
  return defineServerModule({
    name: 'communication',
    access: communicationAccess,
    seed: seedCommunication(options.store),
    register: communicationRoutes(options.store),
  });
}
