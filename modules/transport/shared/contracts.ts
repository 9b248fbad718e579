/**
 * The hand-written transport and services routes as contracts: the compliance view, a vehicle's GPS
 * device key and ingest, the actual route, the route sheet, the boarding log, cost per kilometre and
 * assigning a service (billed through the fee engine). Records themselves are resources.
 */
export * from './contracts/routes.ts';
export * from './contracts/services.ts';
export * from './contracts/escort.ts';
