import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve, viewRoutes } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { complianceRows } from './compliance.service.ts';
import { destinationLogView, escortRoutes, vendorLogView, vendorLogs } from './escort.service.ts';
import { ingestGps, issueDeviceKey } from './gps.service.ts';
import { childLog, ingestDeviceLogs, recordLog } from './logs.service.ts';
import { fleetResources } from './resources.ts';
import { actualRoute, routeSheet, vehicleCost } from './bus-routes.service.ts';
import {
  assignService,
  assignedServices,
  planDetails,
  servicePayments,
  servicePlans,
} from './service-assignments.service.ts';

export function transportRoutes(app: FastifyInstance): void {
  // ---- the fleet, its papers, crews, vendors, routes, stops and riders: declared resources ----
  for (const res of fleetResources) resourceRoutes(app, res);

  // ---- compliance and cost ----
  serve(app, C.compliance, async ({ ctx, query }) => ({
    rows: await complianceRows(ctx, query),
    days: query.days ?? 30,
  }));
  serve(app, C.vehicleCost, ({ ctx, query }) => vehicleCost(ctx, query));

  // ---- GPS: a key per vehicle, batches from its device, the day's track against the plan ----
  serve(app, C.deviceKey, ({ ctx, params }) => issueDeviceKey(ctx, params.vehicleID));
  serve(app, { ...C.gpsIngest, rateLimit: { max: 6000, timeWindow: 60_000 } }, ({ ctx, params, body, raw }) => {
    const header = raw.headers['x-device-key'];
    return ingestGps(ctx, params.vehicleID, Array.isArray(header) ? header[0] : header, body);
  });
  // The tile server is the installation's choice; without one the maps draw their lines on a plain background.
  const tileUrl = process.env.MAP_TILE_URL?.trim() || null;
  serve(app, C.mapConfig, () => ({ tileUrl }));
  serve(app, C.routeSheet, ({ ctx, params }) => routeSheet(ctx, params.busRouteID));
  serve(app, C.actualRoute, ({ ctx, params, query }) => actualRoute(ctx, params.busRouteID, query.date));

  // ---- the escort's log of each child ----
  serve(app, C.childLog, ({ ctx, query }) => childLog(ctx, query));
  serve(app, C.recordLog, ({ ctx, body }) => recordLog(ctx, body));
  serve(app, { ...C.deviceLogs, rateLimit: { max: 600, timeWindow: 60_000 } }, ({ ctx, params, body, raw }) => {
    const header = raw.headers['x-device-key'];
    return ingestDeviceLogs(ctx, params.vehicleID, Array.isArray(header) ? header[0] : header, body);
  });

  // ---- digital escort ID: the boarding log by date, each vendor's log, the escort's routes ----
  viewRoutes(app, destinationLogView, {
    path: '/api/transport/destination-log-details',
    summary: 'Boarded and got off, when, where and scanned by whom, by date, child, route, vehicle or kind; read-only',
  });
  viewRoutes(app, vendorLogView, {
    path: '/api/transport/vendor-logs',
    summary: "Escort vendors' logs (vendorID, dataID, logType), newest first; read-only",
  });
  serve(app, C.vendorLogs, ({ ctx, params, query }) => vendorLogs(ctx, params.logID, query));
  serve(app, C.escortRoutes, ({ ctx, query }) => escortRoutes(ctx, query));

  // ---- services on the fee engine ----
  serve(app, C.assignService, ({ ctx, params, body }) => assignService(ctx, params.enquiryID, body));
  serve(app, C.assignedServices, ({ ctx, query }) => assignedServices(ctx, query));
  serve(app, C.servicePlans, ({ ctx, query }) => servicePlans(ctx, query));
  serve(app, C.planDetails, ({ ctx, params }) => planDetails(ctx, params.planID));
  serve(app, C.servicePayments, ({ ctx, params }) => servicePayments(ctx, params.referenceID, params.planID));
}
