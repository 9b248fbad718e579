import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { guardedSocket, type InternalOrigins } from './connect.ts';

/** How long connecting to the mail server may take. */
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * A nodemailer transport for SMTP_URL (`smtp://` or `smtps://user:pass@host:port`, with nodemailer's query
 * options such as `?pool=true`) whose sockets go through the gate: nodemailer is handed a connected socket
 * (`getSocket`) and starts TLS on it itself.
 */
export function smtpTransport(url: string, internal: InternalOrigins = 'configured'): Transporter {
  // nodemailer's parser also answers the URL's query options (?pool=true), which its type leaves out: spread below.
  const options = parseConnectionUrl(url);
  return nodemailer.createTransport({
    ...options,
    getSocket(
      socketOptions: { host?: string; port?: number; secure?: boolean },
      callback: (err: Error | null, socket?: object) => void,
    ) {
      const host = socketOptions.host ?? 'localhost';
      const port = Number(socketOptions.port) || (socketOptions.secure ? 465 : 587);
      guardedSocket(host, port, internal, CONNECT_TIMEOUT_MS).then(
        (connection) => callback(null, { connection }),
        (err: Error) => callback(err),
      );
    },
  } as Parameters<typeof nodemailer.createTransport>[0]);
}
