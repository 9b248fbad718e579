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
