/**
 * The enquiry API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (server/routes), the screens call them (web), so neither side copies the other.
 */
export * from './contracts/answers.ts';
export * from './contracts/enquiries.ts';
export * from './contracts/allocation.ts';
export * from './contracts/forms.ts';
export * from './contracts/public.ts';
export * from './contracts/lists.ts';
