import * as escort from './resources/escort.ts';
import * as routes from './resources/routes.ts';
import * as services from './resources/services.ts';
import * as staff from './resources/staff.ts';
import * as vehicles from './resources/vehicles.ts';

export * from './resources/vehicles.ts';
export * from './resources/staff.ts';
export * from './resources/routes.ts';
export * from './resources/services.ts';
export * from './resources/escort.ts';
export { referenced } from './resources/common.service.ts';

/** Every transport record family, declared in resources/ (each file exports only its resources). */
export const fleetResources = [vehicles, staff, routes, services, escort].flatMap((family) => Object.values(family));
