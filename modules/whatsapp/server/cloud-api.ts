import { OutboundRefused, outboundClient, type OutboundClient } from '@portal/kit';
import type { WhatsappConfig } from './config.ts';
import { thrownMessage } from '@portal/core';

export interface TemplateSend {
  /** A 10-digit Indian mobile. */
  to: string;
  name: string;
  language: string;
  params: readonly string[];
}

/** Accepted (with WhatsApp's message id) or why not; `retry` when a later try may pass. */
export type SendAnswer = { ok: true; id: string } | { ok: false; error: string; retry: boolean };

let client: OutboundClient | undefined;
/** One kept-alive client of the guarded outbound gate (an operator-chosen destination). */
const cloudClient = () =>
  (client ??= outboundClient({ chosenBy: 'operator', connections: 8, timeoutMs: 10_000, maxBytes: 64 * 1024 }));

interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

/** One message to the Cloud API: `POST {api}/{phone-number-id}/messages` with the bearer token. */
async function postMessage(cfg: WhatsappConfig, to: string, content: object): Promise<SendAnswer> {
  try {
    const res = await cloudClient().request(`${cfg.apiUrl}/${encodeURIComponent(cfg.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.token}` },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: `91${to}`, ...content }),
    });
    const answer = res.json<CloudAnswer>() ?? {};
    const id = answer.messages?.[0]?.id;
    if (res.status >= 200 && res.status < 300 && id) return { ok: true, id };
    const error = answer.error?.message ?? `WhatsApp answered ${res.status}`;
    return { ok: false, error: error.slice(0, 300), retry: res.status >= 500 };
  } catch (err) {
    if (err instanceof OutboundRefused) return { ok: false, error: err.message, retry: false };
    return { ok: false, error: thrownMessage(err).slice(0, 300), retry: true };
  }
}

/**
 * One template message: its name, language code and body values. WhatsApp answers the message's id; a 4xx is final
 * (an unknown or paused template, a number not on WhatsApp), a 5xx, a timeout or a dropped connection may pass later.
 */
export function sendTemplate(cfg: WhatsappConfig, m: TemplateSend): Promise<SendAnswer> {
  return postMessage(cfg, m.to, {
    type: 'template',
    template: {
      name: m.name,
      language: { code: m.language },
      components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
    },
  });
}

/**
 * One free-text message (the Cloud API's "text" type), which WhatsApp delivers only inside the 24 hours after the
 * family's last message to the number.
 */
export function sendText(cfg: WhatsappConfig, m: { to: string; body: string }): Promise<SendAnswer> {
  return postMessage(cfg, m.to, { type: 'text', text: { preview_url: false, body: m.body } });
}
