/**
 * The processors register, from the configuration the server runs with: which outside services receive personal
 * data now, and what each receives. Nothing is written by hand, so the notice and the rights export cannot name a
 * service that is not configured or miss one that is (a changed configuration changes the register).
 */

/** The services the server was configured with (apps/server builds it from its configuration). */
export interface ConfiguredServices {
  /** Where uploaded files are kept: the server's own disk, or an S3-compatible bucket (its endpoint's host). */
  storage: { kind: 'local' } | { kind: 's3'; host: string | null; region: string };
  /** The SMS gateway's host (SMS_GATEWAY_URL); null when SMS waits unsent. */
  sms: { host: string } | null;
  /** The SMTP relay's host (SMTP_URL); null when email waits unsent. */
  email: { host: string } | null;
  /** WhatsApp's Cloud API host, when all its settings are there; null when WhatsApp is off. */
  whatsapp: { host: string } | null;
  /** Razorpay live keys, the portal's own test mode (no outside service) or off. */
  payments: 'live' | 'test' | 'off';
  /** The meeting server online classes and training run on, and where its pages come from. */
  meetings: { kind: 'jitsi' | 'bbb'; origin: string };
  /** The push services a browser's subscription may be at (always on: the portal makes its own keys). */
  push: readonly string[];
}

export interface Processor {
  name: string;
  service: string;
  receives: string;
  purpose: string;
  location: string;
  /** The settings that configure it, for head office. */
  setting: string;
}

/** The public Jitsi server the portal uses when no other is configured (run by 8x8). */
const PUBLIC_JITSI = 'meet.jit.si';

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

/** One entry per outside service configured now; the file store on the server's own disk is named as such. */
export function processorRegister(s: ConfiguredServices): Processor[] {
  const out: Processor[] = [];
  out.push(
    s.storage.kind === 's3'
      ? {
          name: s.storage.host
            ? `File storage: S3-compatible bucket at ${s.storage.host}`
            : `File storage: S3 bucket (AWS, ${s.storage.region})`,
          service: 'Stores uploaded files',
          receives: 'Photos, ID documents, prescriptions, report cards and other attached files',
          purpose: 'Keeping the files the centre and parents upload',
          location: s.storage.host ? `The server at ${s.storage.host}` : `AWS region ${s.storage.region}`,
          setting: 'S3_BUCKET, S3_ENDPOINT, S3_REGION',
        }
      : {
          name: 'File storage on the portal’s own server',
          service: 'Stores uploaded files (no outside service)',
          receives: 'Photos, ID documents, prescriptions, report cards and other attached files',
          purpose: 'Keeping the files the centre and parents upload',
          location: 'The portal’s own server',
          setting: 'DATA_DIR (S3_BUCKET unset)',
        },
  );
  if (s.sms)
    out.push({
      name: `SMS gateway at ${s.sms.host}`,
      service: 'Sends text messages',
      receives: 'Mobile numbers and the text of each message',
      purpose: 'Sign-in codes, pickup codes, fee reminders and alerts',
      location: `The server at ${s.sms.host}`,
      setting: 'SMS_GATEWAY_URL',
    });
  if (s.email)
    out.push({
      name: `Email relay (SMTP) at ${s.email.host}`,
      service: 'Sends emails',
      receives: 'Email addresses, names and the text of each message',
      purpose: 'Sign-in codes, receipts, answers to requests and notices',
      location: `The server at ${s.email.host}`,
      setting: 'SMTP_URL',
    });
  if (s.whatsapp)
    out.push({
      name: 'WhatsApp Business Cloud API (Meta)',
      service: 'Sends WhatsApp template messages to families who opted in',
      receives: 'Mobile numbers, the family’s language and the text of each message; delivery statuses come back',
      purpose: 'The day’s summary, fee reminders and notices on WhatsApp instead of SMS',
      location: `Meta Platforms (${s.whatsapp.host}), outside India`,
      setting: 'WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET',
    });
  if (s.payments === 'live')
    out.push({
      name: 'Razorpay',
      service: 'Payment gateway',
      receives: 'The payer’s name, mobile, email and the amount paid',
      purpose: 'Taking fee payments online',
      location: 'India',
      setting: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET',
    });
  const meetingHost = hostOf(s.meetings.origin);
  out.push(
    s.meetings.kind === 'bbb'
      ? {
          name: `BigBlueButton meeting server at ${meetingHost}`,
          service: 'Online classes and training meetings',
          receives: 'The name shown in the meeting, voice and video while in it',
          purpose: 'Online classes and teacher training',
          location: `The server at ${meetingHost}`,
          setting: 'MEETING_PROVIDER=bbb, BBB_URL',
        }
      : {
          name:
            meetingHost === PUBLIC_JITSI
              ? 'Jitsi Meet public server (meet.jit.si, run by 8x8)'
              : `Jitsi meeting server at ${meetingHost}`,
          service: 'Online classes and training meetings',
          receives: 'The name shown in the meeting, voice and video while in it',
          purpose: 'Online classes and teacher training',
          location: meetingHost === PUBLIC_JITSI ? '8x8’s servers, outside India' : `The server at ${meetingHost}`,
          setting: 'MEETING_PROVIDER=jitsi, JITSI_BASE_URL',
        },
  );
  out.push({
    name: 'Browser push services',
    service: 'Deliver notifications to phones and browsers',
    receives: 'An address for the browser and the notification’s title and text',
    purpose: 'Telling parents and staff about the day, fees and messages',
    location: `The browser maker’s service (${s.push.join(', ')})`,
    setting: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, WEB_PUSH_SERVICES',
  });
  return out;
}

/** Until the app hands in its configuration (a module tested on its own): the defaults of an unconfigured server. */
let configured: () => ConfiguredServices = () => ({
  storage: { kind: 'local' },
  sms: null,
  email: null,
  whatsapp: null,
  payments: 'off',
  meetings: { kind: 'jitsi', origin: `https://${PUBLIC_JITSI}` },
  push: [],
});

/** The app's configuration, read on each use (WhatsApp's settings are read on each send too). */
export function useConfiguredServices(read: () => ConfiguredServices) {
  configured = read;
}

/** The register as configured now. */
export const processors = (): Processor[] => processorRegister(configured());
