import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CloudRequest {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
    /** A free-text message's words (type "text"). */
    text?: { body: string };
  };
}

/**
 * The Cloud API on this machine: records each message it is sent and answers with a message id, or with the
 * refusal the test sets.
 */
export async function cloudStandIn() {
  const received: CloudRequest[] = [];
  let refuse: { status: number; message: string } | undefined;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.setHeader('content-type', 'application/json');
      if (refuse) {
        res.statusCode = refuse.status;
        res.end(JSON.stringify({ error: { message: refuse.message, code: 132001 } }));
        return;
      }
      res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${received.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refuseWith(next: { status: number; message: string } | undefined) {
      refuse = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body as WhatsApp sends it, and its signature with the app secret. */
export function signed(secret: string, value: object) {
  const payload = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ value }] }] });
  const signature = `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
  return { payload, signature };
}

/** The app secret the stand-in's webhooks are signed with. */
export const APP_SECRET = 'app-secret-for-tests';

/** Points the portal's WhatsApp settings at the stand-in; answers how to take them away again. */
export function settingsFor(cloudUrl: string): () => void {
  const settings = {
    WHATSAPP_API_URL: `${cloudUrl}/v21.0`,
    WHATSAPP_TOKEN: 'token-for-tests',
    WHATSAPP_PHONE_NUMBER_ID: '1055501',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
  };
  Object.assign(process.env, settings);
  return () => {
    for (const name of Object.keys(settings)) delete process.env[name];
  };
}
