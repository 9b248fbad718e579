/**
 * The fees and payments API as contracts: path, access module, input and answer of every hand-written
 * route. The server serves them (server/routes.ts and payments/*-routes.ts), the screens call them.
 */
export * from './contracts/account-answers.ts';
export * from './contracts/payment-answers.ts';
export * from './contracts/plans.ts';
export * from './contracts/payments.ts';
export * from './contracts/overpayments.ts';
export * from './contracts/public.ts';
export * from './contracts/lists.ts';
export * from './contracts/options.ts';
