/**
 * The ledger, royalty and e-invoice API as contracts: path, access module, input and answer of every
 * hand-written route. The server serves them (server/routes.ts), the screens call them (web).
 */
export * from './contracts/ledger.ts';
export * from './contracts/royalty.ts';
