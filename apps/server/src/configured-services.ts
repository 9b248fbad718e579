import { s3SettingsFromEnv } from '@portal/kit';
import { pushServices } from '@portal/mod-notifications/server';
import type { ConfiguredServices } from '@portal/mod-privacy/server';
import { whatsappConfig } from '@portal/mod-whatsapp/server';
import type { AppConfig } from './config.ts';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The outside services this server is configured with, read from the same settings the services themselves are
 * built from (the file store, the SMS and email channels, WhatsApp, payments, meetings, push): the processors
 * register is made from it, so it names what runs, nothing written by hand.
 */
export function configuredServices(config: AppConfig, env: NodeJS.ProcessEnv = process.env): ConfiguredServices {
  const s3 = s3SettingsFromEnv(env);
  const whatsapp = whatsappConfig(env);
  return {
    storage: s3 ? { kind: 's3', host: s3.endpoint ? hostOf(s3.endpoint) : null, region: s3.region } : { kind: 'local' },
    sms: env.SMS_GATEWAY_URL ? { host: hostOf(env.SMS_GATEWAY_URL) } : null,
    email: config.smtpUrl ? { host: hostOf(config.smtpUrl) } : null,
    whatsapp: whatsapp ? { host: hostOf(whatsapp.apiUrl) } : null,
    payments: config.payments.mode,
    meetings: { kind: config.meetings.provider.name, origin: config.meetings.provider.origin },
    push: pushServices(env),
  };
}
