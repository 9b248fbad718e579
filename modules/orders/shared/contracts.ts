/**
 * The orders API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (routes.ts), the screens call them (web), so neither side copies the other.
 */
export * from './contracts/answers.ts';
export * from './contracts/catalogue.ts';
export * from './contracts/stock.ts';
export * from './contracts/cart.ts';
export * from './contracts/indents.ts';
export * from './contracts/order.ts';
export * from './contracts/reports.ts';
export * from './contracts/family-sales.ts';
export * from './contracts/order-history.ts';
