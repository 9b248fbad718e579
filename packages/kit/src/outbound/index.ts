// The outbound gate: every connection the server opens to another machine, but the database's, starts here.
export { OutboundRefused, onHosts } from './destinations.ts';
export type { InternalOrigins } from './connect.ts';
export {
  outboundClient,
  type OutboundAnswer,
  type OutboundClient,
  type OutboundOptions,
  type OutboundRequest,
} from './client.ts';
export { smtpTransport } from './smtp.ts';
