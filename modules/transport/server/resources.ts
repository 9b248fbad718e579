import {
  vehicleResource,
  insuranceResource,
  repairResource,
  fitnessResource,
  pollutionResource,
  maintenanceResource,
  fuelResource,
  loanResource,
  roadTaxResource,
  challanResource,
  vehicleSettingsResource,
} from './resources/vehicles.ts';
import { escortVendorResource, escortVendorDocumentResource, vehicleStaffResource } from './resources/staff.ts';
import { busRouteResource, busStopResource, routeStudentResource } from './resources/routes.ts';
import { serviceCategoryResource, serviceResource } from './resources/services.ts';

export * from './resources/vehicles.ts';
export * from './resources/staff.ts';
export * from './resources/routes.ts';
export * from './resources/services.ts';
export { load, referenced } from './resources/common.ts';

/** Every transport record family, declared in resources/: registered together. */
export const fleetResources = [
  vehicleSettingsResource,
  vehicleResource,
  insuranceResource,
  repairResource,
  fitnessResource,
  pollutionResource,
  maintenanceResource,
  fuelResource,
  loanResource,
  roadTaxResource,
  challanResource,
  escortVendorResource,
  escortVendorDocumentResource,
  vehicleStaffResource,
  busRouteResource,
  busStopResource,
  routeStudentResource,
  serviceCategoryResource,
  serviceResource,
];
