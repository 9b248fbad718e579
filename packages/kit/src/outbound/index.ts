export { refusedRange, refusedName, literalAddress } from './addresses.ts';
export { OutboundRefused, internalOriginsFrom, onHosts } from './destinations.ts';
export { connectionGuard, guardedHttpAgents, type InternalOrigins } from './connect.ts';
export {
  outboundClient,
  type OutboundAnswer,
  type OutboundClient,
  type OutboundOptions,
  type OutboundRequest,
} from './client.ts';
export { smtpTransport } from './smtp.ts';
