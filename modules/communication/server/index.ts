import { defineServerModule, hostOf, type FileStore, type Processor } from '@portal/kit';
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
export { useClassTeaching, type ClassTeaching } from './class-teaching.service.ts';
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

/** The SMS gateway and the email relay, when configured (without them messages wait unsent). */
function channelProcessors({ smtpUrl, env = process.env }: CommunicationOptions): Processor[] {
  const out: Processor[] = [];
  if (env.SMS_GATEWAY_URL) {
    const host = hostOf(env.SMS_GATEWAY_URL);
    out.push({
      name: `SMS gateway at ${host}`,
      service: 'Sends text messages',
      receives: 'Mobile numbers and the text of each message',
      purpose: 'Sign-in codes, pickup codes, fee reminders and alerts',
      location: `The server at ${host}`,
      setting: 'SMS_GATEWAY_URL',
    });
  }
  if (smtpUrl) {
    const host = hostOf(smtpUrl);
    out.push({
      name: `Email relay (SMTP) at ${host}`,
      service: 'Sends emails',
      receives: 'Email addresses, names and the text of each message',
      purpose: 'Sign-in codes, receipts, answers to requests and notices',
      location: `The server at ${host}`,
      setting: 'SMTP_URL',
    });
  }
  return out;
}

export function communicationModule(options: CommunicationOptions) {
  const channels = channelsFrom(options);
  setChannels(channels);
  return defineServerModule({
    name: 'communication',
    processors: () => channelProcessors(options),
    access: communicationAccess,
    seed: seedCommunication(options.store),
    register: communicationRoutes(options.store),
  });
}
