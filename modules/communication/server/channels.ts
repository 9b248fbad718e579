import type { Transporter } from 'nodemailer';
import { OutboundRefused, outboundClient, smtpTransport } from '@portal/kit';
import { thrownName } from '@portal/core';

/** What a channel answers for one message: accepted (with the provider's reference) or why not. */
export type SendOutcome =
  | { ok: true; ref?: string }
  | {
      ok: false;
      error: string;
      /** Worth trying again later (a timeout, a 5xx, a dropped connection). */ retry: boolean;
    };

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  text: string;
  senderId: string;
  dltTemplateId: string;
}

export interface Channels {
  email?: { send(message: EmailMessage): Promise<SendOutcome>; close?(): void };
  sms?: { send(message: SmsMessage): Promise<SendOutcome>; close?(): void };
  /** The secret the SMS gateway's delivery callback carries (?token=). */
  callbackToken?: string;
  /** Wait before a recipient is tried again (doubled each attempt). */
  retryDelayMs?: number;
  /** Messages in flight at once. */
  concurrency?: number;
}

/** Email over SMTP with nodemailer (a pooled transport, so a large audience reuses connections). */
export function smtpChannel(url: string, from: string, opts: { pool?: boolean; maxConnections?: number } = {}) {
  const transport: Transporter = smtpTransport(
    url.includes('?') || !opts.pool
      ? url
      : `${url}?pool=true&maxConnections=${opts.maxConnections ?? 5}&maxMessages=Infinity`,
  );
  return {
    async send(m: EmailMessage): Promise<SendOutcome> {
      try {
        const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
        if (info.rejected.length) return { ok: false, error: `Refused by the mail server: ${m.to}`, retry: false };
        return { ok: true, ref: info.messageId };
      } catch (err) {
        const e = err as { responseCode?: number; message?: string };
        // A 5xx answer from the server is final, as is a refused address; anything else (connection, 4xx) may
        // pass later.
        const permanent =
          (typeof e.responseCode === 'number' && e.responseCode >= 500) || err instanceof OutboundRefused;
        return { ok: false, error: String(e.message ?? err).slice(0, 300), retry: !permanent };
      }
    },
    close: () => transport.close(),
  };
}

export interface SmsGatewayOptions {
  /** The gateway's send URL (an Indian bulk-SMS HTTP API taking the DLT template id and sender id). */
  url: string;
  apiKey: string;
  /** Where the gateway reports delivery. */
  callbackUrl?: string;
  timeoutMs?: number;
}

/**
 * The SMS provider adapter: one POST per message with the sender id, the DLT template id and the text;
 * the gateway answers `{ status: 'accepted', id }` or `{ status: 'rejected', reason }` and later reports
 * delivery to the callback. A timeout, a dropped connection or a 5xx is worth retrying; a rejection is not.
 * The outbound client's kept-alive connections (undici's request, not fetch: a large send makes thousands of
 * requests a second, and fetch's per-request objects and timeout signals grew the server's memory by hundreds
 * of megabytes where this stays flat).
 */
export function smsGatewayChannel(opts: SmsGatewayOptions) {
  const client = outboundClient({
    chosenBy: 'operator',
    connections: 16,
    timeoutMs: opts.timeoutMs ?? 10_000,
    maxBytes: 64 * 1024,
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` };
  return {
    async send(m: SmsMessage): Promise<SendOutcome> {
      try {
        const res = await client.request(opts.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            sender: m.senderId,
            to: `91${m.to}`,
            message: m.text,
            dlt_template_id: m.dltTemplateId,
            callback_url: opts.callbackUrl,
          }),
        });
        // Not JSON: judged by the status alone.
        const answer = res.json<{ status?: string; id?: string; reason?: string }>() ?? {};
        if (res.status >= 500) return { ok: false, error: `The SMS gateway answered ${res.status}`, retry: true };
        if (res.status >= 200 && res.status < 300 && answer.status === 'accepted')
          return { ok: true, ref: String(answer.id ?? '') };
        return {
          ok: false,
          error: answer.reason ?? `The SMS gateway refused the message (${res.status})`,
          retry: false,
        };
      } catch (err) {
        if (err instanceof OutboundRefused) return { ok: false, error: err.message, retry: false };
        const timedOut = thrownName(err) === 'TimeoutError';
        return { ok: false, error: timedOut ? 'The SMS gateway did not answer in time' : String(err), retry: true };
      }
    },
    close: () => void client.close(),
  };
}

let channels: Channels = {};

/** The channels the send job uses (set when the module starts; tests point them at local servers). */
export function setChannels(next: Channels): void {
  channels = next;
}
export const currentChannels = (): Channels => channels;
