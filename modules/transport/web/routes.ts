import type { ResourceShape } from '@portal/core';
import { resourceRoutes, type ListLinks, type PortalRoute } from '@portal/ui/routing';
import { TRANSPORT_MODULES as M } from '../shared/constants.ts';
import {
  busRouteShape,
  busStopShape,
  challanShape,
  escortVendorDocumentShape,
  escortVendorShape,
  fitnessShape,
  fuelShape,
  insuranceShape,
  loanShape,
  maintenanceShape,
  pollutionShape,
  repairShape,
  roadTaxShape,
  routeStudentShape,
  serviceCategoryShape,
  serviceShape,
  studentDestinationShape,
  vehicleDestinationShape,
  vehicleSettingsShape,
  vehicleShape,
  vehicleStaffShape,
} from '../shared/resources.ts';

/** The enquiry module's access module (the enquiry record a service enquiry is). */
const ENQUIRY = 'enquiry';

const assigned = () => import('./screens/AssignedServicesScreen.tsx');
const plans = () => import('./screens/ServicePlansScreen.tsx');

const fleet = { modules: [M.VEHICLE_DETAILS], guard: { franchiseeSelection: true } } as const;

type Titles = { list: string; create: string; edit: string };

/**
 * One record type of a vehicle: list, add and edit/{id} under /transport/<type> (the spec's spellings); `reachedFrom`
 * names the screen linking to a list no menu entry links to.
 */
function recordType(
  resource: ResourceShape,
  idParam: string,
  titles: Titles,
  reachedFrom?: string,
  listLinks?: ListLinks,
) {
  return resourceRoutes(resource, `/transport/${resource.name}`, {
    ...fleet,
    reachedFrom,
    listLinks,
    list: '',
    create: 'add',
    edit: `edit/:${idParam}`,
    view: false,
    titles,
  });
}

/** A vehicle's papers, upkeep and costs: their lists are reached from the vehicles list's 'Vehicle records' menu. */
const vehicleRecords: [ResourceShape, string, Titles][] = [
  [vehicleSettingsShape, 'id', { list: 'Vehicle settings', create: 'New vehicle settings', edit: 'Vehicle settings' }],
  [insuranceShape, 'insuranceID', { list: 'Vehicle insurance', create: 'New insurance', edit: 'Insurance' }],
  [
    repairShape,
    'repairID',
    { list: 'Repairs and breakdowns', create: 'New repair or breakdown', edit: 'Repair or breakdown' },
  ],
  [
    fitnessShape,
    'fitnessID',
    { list: 'Fitness certificates', create: 'New fitness certificate', edit: 'Fitness certificate' },
  ],
  [
    pollutionShape,
    'pollutionID',
    { list: 'Pollution certificates', create: 'New pollution certificate', edit: 'Pollution certificate' },
  ],
  [maintenanceShape, 'maintenanceID', { list: 'Maintenance', create: 'New maintenance', edit: 'Maintenance' }],
  [fuelShape, 'fuleID', { list: 'Fuel', create: 'New fuel entry', edit: 'Fuel entry' }],
  [loanShape, 'loanID', { list: 'Vehicle loans', create: 'New loan', edit: 'Loan' }],
  [roadTaxShape, 'roadtaxID', { list: 'Road tax', create: 'New road tax', edit: 'Road tax' }],
  [challanShape, 'challanID', { list: 'Challans', create: 'New challan', edit: 'Challan' }],
];

const VEHICLES = '/transport/vehicle-details';

/** Transport (spec: the Transport groups, under /transport/) and services (services/*). */
export const transportRoutes: PortalRoute[] = [
  ...recordType(vehicleShape, 'vehicleID', { list: 'Vehicles', create: 'New vehicle', edit: 'Vehicle' }, undefined, {
    label: 'Vehicle records',
    links: vehicleRecords.map(([resource, , titles]) => ({
      label: titles.list,
      path: `/transport/${resource.name}`,
      modules: fleet.modules,
    })),
  }),
  ...vehicleRecords.flatMap(([resource, idParam, titles]) => recordType(resource, idParam, titles, VEHICLES)),
  ...recordType(
    vehicleStaffShape,
    'vehicleStaffID',
    { list: 'Vehicle staff', create: 'New driver or escort', edit: 'Vehicle staff' },
    VEHICLES,
  ),
  ...recordType(busRouteShape, 'busRouteID', { list: 'Bus routes', create: 'New bus route', edit: 'Bus route' }),
  {
    path: '/transport/vehicle-bus-stop/:busRouteID',
    reachedFrom: '/transport/vehicle-details',
    title: 'Route sheet',
    screen: () => import('./screens/BusStopsScreen.tsx'),
    guard: { modules: [M.VEHICLE_DETAILS], franchiseeSelection: true },
  },
  // The route sheet's button adds a stop, each stop's link edits it.
  ...resourceRoutes(busStopShape, '/transport/vehicle-bus-stop/:busRouteID', {
    ...fleet,
    reachedFrom: '/transport/vehicle-bus-stop/:busRouteID',
    list: false,
    create: 'add',
    edit: 'edit/:busStopID',
    view: false,
    titles: { create: 'New stop', edit: 'Stop' },
  }),
  {
    path: '/transport/vehicle-compliance',
    title: 'Vehicle papers',
    screen: () => import('./screens/ComplianceScreen.tsx'),
    guard: { modules: [M.VEHICLE_DETAILS], franchiseeSelection: true },
  },
  {
    path: '/transport/vehicle-actual-route',
    title: 'Vehicle actual route',
    screen: () => import('./screens/ActualRouteScreen.tsx'),
    guard: { modules: [M.ACTUAL_ROUTE], franchiseeSelection: true },
  },
  // Bus route student assignment (spec: assign students to vehicle route).
  ...resourceRoutes(routeStudentShape, '/transport', {
    modules: [M.ASSIGN_ROUTE],
    list: 'assigned-bus-route-student',
    create: 'assign-bus-route-to-student',
    edit: 'edit-assign-bus-route-to-student/:assinedID',
    view: false,
    titles: { list: 'Students on routes', create: 'Assign a bus route', edit: 'Change the bus route' },
  }),
  // Digital escort ID.
  ...resourceRoutes(escortVendorShape, '/transport/vendors', {
    modules: [M.ESCORT],
    guard: { franchiseeSelection: true },
    list: '',
    create: 'create',
    edit: ':vendorID/edit',
    view: ':vendorID/view',
    titles: { list: 'Escort vendors', create: 'New escort vendor', edit: 'Escort vendor', view: 'Escort vendor' },
    rowLinks: [
      { label: 'Documents', path: '/transport/vendors/:vendorID/documents' },
      { label: 'Log', path: '/transport/vendors/:logID/logs' },
    ],
  }),
  ...resourceRoutes(escortVendorDocumentShape, '/transport/vendors/:vendorID/documents', {
    modules: [M.ESCORT],
    reachedFrom: '/transport/vendors',
    list: '',
    create: 'add',
    edit: 'edit/:documentID',
    view: false,
    titles: { list: 'Vendor documents', create: 'New vendor document', edit: 'Vendor document' },
    pathFilters: { vendorID: 'vendorId' },
  }),
  // Which vehicle serves which destination on a shift, and which child rides to it (the escort's lists).
  ...resourceRoutes(vehicleDestinationShape, '/transport/vehicle-destination-assignment', {
    modules: [M.ESCORT],
    guard: { franchiseeSelection: true },
    list: '',
    create: 'create',
    edit: 'edit/:assignmentID',
    view: false,
    titles: {
      list: 'Vehicle destinations',
      create: 'Assign a vehicle to a destination',
      edit: 'Vehicle destination',
    },
  }),
  ...resourceRoutes(studentDestinationShape, '/transport/stundent-destination-assignment', {
    modules: [M.ESCORT],
    guard: { franchiseeSelection: true },
    list: '',
    create: 'create',
    edit: 'edit/:assignmentID',
    view: false,
    titles: {
      list: 'Child destinations',
      create: 'Assign a child to a destination',
      edit: 'Child destination',
    },
  }),
  {
    path: '/transport/stundent-Destination-Log-Details',
    title: 'Boarding log',
    screen: () => import('./screens/ChildLogScreen.tsx'),
    // The centre's escort log, or a parent's own child's.
    guard: { modules: [M.ESCORT, M.CHILD_LOG] },
  },
  {
    path: '/transport/vendors/:logID/logs',
    reachedFrom: '/transport/vendors',
    title: 'Vendor log',
    screen: () => import('./screens/VendorLogScreen.tsx'),
    guard: { modules: [M.ESCORT], franchiseeSelection: true },
  },
  {
    path: '/transport/routes',
    title: 'Escort routes',
    screen: () => import('./screens/EscortRoutesScreen.tsx'),
    guard: { modules: [M.ESCORT], franchiseeSelection: true },
  },

  // ---- services (spec: services/*) ----
  ...resourceRoutes(serviceShape, '/services', {
    modules: [M.SERVICES],
    list: 'list',
    create: 'list/add',
    edit: 'list/edit/:serviceID',
    view: false,
    titles: { list: 'Services', create: 'New service', edit: 'Service' },
  }),
  ...resourceRoutes(serviceCategoryShape, '/services', {
    modules: [M.SERVICE_CATEGORY],
    list: 'categories',
    create: 'categories/add',
    edit: 'categories/edit/:categoryID',
    view: false,
    titles: { list: 'Service categories', create: 'New service category', edit: 'Service category' },
  }),
  {
    path: '/services/enquiries',
    title: 'Assigned services',
    screen: assigned,
    guard: { modules: [M.SERVICES] },
  },
  {
    path: '/services/enquiries/add',
    reachedFrom: '/services/enquiries',
    title: 'New service enquiry',
    screen: () => import('./screens/ServiceEnquiryFormScreen.tsx'),
    guard: { modules: [ENQUIRY], write: true, academicYear: true },
  },
  {
    path: '/services/enquiries/edit/:enquiryCodeProp',
    reachedFrom: '/services/enquiries',
    title: 'Service enquiry',
    screen: () => import('./screens/ServiceEnquiryEditScreen.tsx'),
    guard: { modules: [ENQUIRY] },
  },
  {
    path: '/services/service-plan-payment/:enquiryID/:planID',
    reachedFrom: '/services/list',
    title: 'Service plan payment',
    screen: () => import('./screens/ServicePlanPaymentScreen.tsx'),
    guard: { modules: [M.SERVICES] },
  },
  {
    path: '/services/service-payments/:referenceID/:planID',
    reachedFrom: '/services/list',
    title: 'Service payments',
    screen: () => import('./screens/ServicePaymentsScreen.tsx'),
    guard: { modules: [M.SERVICES] },
  },
  {
    path: '/services/assigned-services/:franchiseeID/:academicYearID/:enquiryID',
    reachedFrom: '/services/enquiries',
    title: 'Assigned services',
    screen: assigned,
    guard: { modules: [M.SERVICES] },
  },
  {
    path: '/services/enquiries/assign/:enquiryID/:isTransport?',
    reachedFrom: '/services/enquiries/edit/:enquiryCodeProp',
    title: 'Assign a service',
    screen: () => import('./screens/AssignServiceScreen.tsx'),
    guard: { modules: [M.SERVICES], write: true },
  },
  {
    path: '/services/plan-details/:enquiryID/:planID',
    reachedFrom: '/services/list',
    title: 'Service plan',
    screen: () => import('./screens/PlanDetailsScreen.tsx'),
    guard: { modules: [M.SERVICES] },
  },
  { path: '/services/approve-plan', title: 'Service plans', screen: plans, guard: { modules: [M.SERVICES] } },
  {
    path: '/services/approve-plan/:enquiryID',
    reachedFrom: '/services/plan-details/:enquiryID/:planID',
    title: 'Service plans',
    screen: plans,
    guard: { modules: [M.SERVICES] },
  },
];
