import http from 'node:http';
import https from 'node:https';
import nodemailer, { type Transporter } from 'nodemailer';

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
  const transport: Transporter = nodemailer.createTransport(
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
        // A 5xx answer from the server is final; anything else (connection, 4xx) may pass later.
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
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

/** One POST over a kept-alive connection: the status and up to 64 kB of the answer's text. */
function post(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < 65_536) text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.end(body);
  });
}

/**
 * The SMS provider adapter: one POST per message with the sender id, the DLT template id and the text;
 * the gateway answers `{ status: 'accepted', id }` or `{ status: 'rejected', reason }` and later reports
 * delivery to the callback. A timeout, a dropped connection or a 5xx is worth retrying; a rejection is not.
 * Plain node:http over kept-alive connections: a large send makes thousands of requests a second, and
 * fetch's per-request objects (and a timeout signal alive for its whole timeout) grew the server's memory
 * by hundreds of megabytes where this stays flat.
 */
export function smsGatewayChannel(opts: SmsGatewayOptions) {
  const url = new URL(opts.url);
  const agent = new (url.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 16 });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` };
  return {
    async send(m: SmsMessage): Promise<SendOutcome> {
      try {
        const res = await post(
          agent,
          url,
          headers,
          JSON.stringify({
            sender: m.senderId,
            to: `91${m.to}`,
            message: m.text,
            dlt_template_id: m.dltTemplateId,
            callback_url: opts.callbackUrl,
          }),
          opts.timeoutMs ?? 10_000,
        );
        let answer: { status?: string; id?: string; reason?: string } = {};
        try {
          answer = JSON.parse(res.text) as typeof answer;
        } catch {
          // not JSON: judged by the status alone
        }
        if (res.status >= 500) return { ok: false, error: `The SMS gateway answered ${res.status}`, retry: true };
        if (res.status >= 200 && res.status < 300 && answer.status === 'accepted')
          return { ok: true, ref: String(answer.id ?? '') };
        return {
          ok: false,
          error: answer.reason ?? `The SMS gateway refused the message (${res.status})`,
          retry: false,
        };
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        return { ok: false, error: timedOut ? 'The SMS gateway did not answer in time' : String(err), retry: true };
      }
    },
    close: () => agent.destroy(),
  };
}

let channels: Channels = {};

/** The channels the send job uses (set when the module starts; tests point them at local servers). */
export function setChannels(next: Channels): void {
  channels = next;
}
export const currentChannels = (): Channels => channels;
