import type { TemplateCategory } from '../shared/constants.ts';

/** The Cloud API's settings, from the environment; WhatsApp is off unless all four are set. */
export interface WhatsappConfig {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** What WhatsApp's webhook check must present (WHATSAPP_VERIFY_TOKEN). */
  verifyToken?: string;
}

/** Read on each use, so a changed environment (a test's stand-in) takes effect without a restart. */
export function whatsappConfig(env: Record<string, string | undefined> = process.env): WhatsappConfig | undefined {
  const { WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET } = env;
  if (!WHATSAPP_API_URL || !WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET) return undefined;
  return {
    apiUrl: WHATSAPP_API_URL.replace(/\/+$/, ''),
    token: WHATSAPP_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
  };
}

/**
 * What WhatsApp charges per delivered template message by category, in integer paise per 100 messages (11.5 paise
 * a message is 1150): WHATSAPP_UTILITY_PAISE_PER_100 and WHATSAPP_AUTHENTICATION_PAISE_PER_100 (default 1150 each).
 * A setting that is not a whole number of paise keeps the default.
 */
export function whatsappPrices(
  env: Record<string, string | undefined> = process.env,
): Record<TemplateCategory, number> {
  const read = (value: string | undefined) => (value && /^\d{1,7}$/.test(value.trim()) ? Number(value) : 1150);
  return {
    UTILITY: read(env.WHATSAPP_UTILITY_PAISE_PER_100),
    AUTHENTICATION: read(env.WHATSAPP_AUTHENTICATION_PAISE_PER_100),
  };
}
