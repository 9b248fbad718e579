import { options, referenceTo, resourceShape, type FieldMap, secretField, timeOfDayField } from '@portal/core';
import { centreField, documentField, money } from './fields.ts';
import {
  CHALLAN_STATUS,
  FUEL_TYPES,
  INDIA,
  SERVICE_TYPES,
  SHIFTS,
  STAFF_ROLES,
  TRANSPORT_MODULES as M,
  VERIFICATION_STATUS,
} from './constants.ts';
import { studentAdmissionShape } from '@portal/mod-students/shared/resources';

export const timeField = (label: string) => timeOfDayField(label);

export const escortVendorFields = {
  franchiseeId: centreField,
  name: { kind: 'text', label: 'Vendor', required: true, max: 120 },
  contactPerson: { kind: 'text', label: 'Contact person', max: 120 },
  mobile: { kind: 'mobile', label: 'Mobile' },
  address: { kind: 'text', label: 'Address', max: 300 },
  status: { kind: 'enum', label: 'Verification', readOnly: true, options: options(...VERIFICATION_STATUS) },
  remarks: { kind: 'text', label: 'Remarks', readOnly: true },
} as const;

/** A stop of the route chosen on the same form. */
export const stopField = (label: string) =>
  ({
    kind: 'reference',
    label,
    required: true,
    ref: referenceTo(() => busStopShape, 'name', { narrowBy: { field: 'busRouteId', from: 'busRouteId' } }),
  }) as const;

export const toField = { kind: 'date', label: 'Until', help: 'Left empty: until changed' } as const;

export const fromField = { kind: 'date', label: 'From', required: true } as const;

export const shiftField = { kind: 'enum', label: 'Shift', required: true, options: options(...SHIFTS) } as const;

export const routeField = {
  kind: 'reference',
  label: 'Destination (route)',
  required: true,
  ref: referenceTo(() => busRouteShape, 'name'),
} as const;

export const vehicleField = {
  kind: 'reference',
  label: 'Vehicle',
  required: true,
  ref: referenceTo(() => vehicleShape, 'registrationNumber'),
} as const;

export const vehicleDestinationShape = resourceShape({
  name: 'vehicle-destination-assignment',
  label: 'Vehicle destination',
  module: M.ESCORT,
  fields: {
    franchiseeId: centreField,
    vehicleId: vehicleField,
    busRouteId: routeField,
    shift: shiftField,
    escortId: {
      kind: 'reference',
      label: 'Escort',
      ref: referenceTo(() => vehicleStaffShape, 'name'),
    },
    fromDate: fromField,
    toDate: toField,
    isActive: { kind: 'boolean', label: 'Active', default: true },
    remarks: { kind: 'text', label: 'Remarks', max: 300 },
  },
});

export const studentDestinationShape = resourceShape({
  name: 'stundent-destination-assignment',
  label: 'Child destination',
  module: M.ESCORT,
  fields: {
    franchiseeId: centreField,
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    studentName: { kind: 'text', label: 'Child', readOnly: true },
    busRouteId: routeField,
    pickupStopId: stopField('Pickup stop'),
    dropStopId: stopField('Drop stop'),
    shift: shiftField,
    fromDate: fromField,
    toDate: toField,
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const vehicleShape = resourceShape({
  name: 'vehicle-details',
  label: 'Vehicle',
  module: M.VEHICLE_DETAILS,
  fields: {
    franchiseeId: centreField,
    deviceKeyHash: secretField('GPS device key'),
    registrationNumber: { kind: 'text', label: 'Registration number', required: true, max: 20 },
    make: { kind: 'text', label: 'Make', max: 60 },
    model: { kind: 'text', label: 'Model', max: 60 },
    seats: { kind: 'number', label: 'Seats', required: true, min: 1, max: 80 },
    fuelType: { kind: 'enum', label: 'Fuel', required: true, options: options(...FUEL_TYPES) },
    ownerName: { kind: 'text', label: 'Owner', max: 120 },
    rcFileId: { kind: 'file', label: 'Registration certificate' },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const vehicleSettingsShape = resourceShape({
  name: 'vehicle-settings',
  label: 'Vehicle settings',
  module: M.VEHICLE_DETAILS,
  fields: {
    franchiseeId: centreField,
    reminderDays: { kind: 'number', label: 'Remind before expiry (days)', required: true, min: 1, max: 90 },
    lateAfterMinutes: { kind: 'number', label: 'A stop is late after (minutes)', required: true, min: 1, max: 60 },
    contactMobile: { kind: 'mobile', label: 'Transport contact' },
  },
});

export const escortVendorShape = resourceShape({
  name: 'escort-vendors',
  label: 'Escort vendor',
  module: M.ESCORT,
  fields: escortVendorFields,
});

export const escortVendorDocumentShape = resourceShape({
  name: 'escort-vendor-documents',
  label: 'Vendor document',
  module: M.ESCORT,
  fields: {
    franchiseeId: centreField,
    vendorId: {
      kind: 'reference',
      label: 'Vendor',
      required: true,
      ref: referenceTo(() => escortVendorShape, 'name'),
    },
    docType: { kind: 'text', label: 'Document', required: true, max: 80 },
    documentNumber: { kind: 'text', label: 'Number', max: 60 },
    expiryDate: { kind: 'date', label: 'Expires on' },
    fileId: { kind: 'file', label: 'File', required: true },
  },
});

export const vehicleStaffShape = resourceShape({
  name: 'vehicle-staff-details',
  label: 'Vehicle staff',
  module: M.VEHICLE_DETAILS,
  fields: {
    franchiseeId: centreField,
    name: { kind: 'text', label: 'Name', required: true, max: 120 },
    staffRole: { kind: 'enum', label: 'Role', required: true, options: options(...STAFF_ROLES) },
    mobile: { kind: 'mobile', label: 'Mobile', required: true },
    vehicleId: { ...vehicleField, required: false },
    vendorId: { kind: 'reference', label: 'Vendor', ref: referenceTo(() => escortVendorShape, 'name') },
    licenceNumber: { kind: 'text', label: 'Driving licence number', max: 20 },
    licenceExpiry: { kind: 'date', label: 'Licence expires on' },
    destination: { kind: 'text', label: 'Destination', max: 160 },
    documentFileId: documentField,
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const busRouteShape = resourceShape({
  name: 'vehicle-bus-route',
  label: 'Bus route',
  module: M.VEHICLE_DETAILS,
  fields: {
    franchiseeId: centreField,
    name: { kind: 'text', label: 'Route', required: true, max: 120 },
    vehicleId: vehicleField,
    driverId: { kind: 'reference', label: 'Driver', ref: referenceTo(() => vehicleStaffShape, 'name') },
    escortId: { kind: 'reference', label: 'Escort', ref: referenceTo(() => vehicleStaffShape, 'name') },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const busStopShape = resourceShape({
  name: 'vehicle-bus-stop',
  label: 'Bus stop',
  module: M.VEHICLE_DETAILS,
  fields: {
    franchiseeId: centreField,
    busRouteId: {
      kind: 'reference',
      label: 'Route',
      required: true,
      ref: referenceTo(() => busRouteShape, 'name'),
    },
    seq: { kind: 'number', label: 'Stop number', min: 1, max: 200, help: 'Left empty: after the last stop' },
    name: { kind: 'text', label: 'Stop', required: true, max: 120 },
    latitude: { kind: 'number', label: 'Latitude', required: true, min: INDIA.minLat, max: INDIA.maxLat },
    longitude: { kind: 'number', label: 'Longitude', required: true, min: INDIA.minLng, max: INDIA.maxLng },
    pickupTime: timeField('Pickup time'),
    dropTime: timeField('Drop time'),
  },
});

export const routeStudentShape = resourceShape({
  name: 'assigned-bus-route-student',
  label: 'Student on a route',
  module: M.ASSIGN_ROUTE,
  fields: {
    franchiseeId: centreField,
    busRouteId: {
      kind: 'reference',
      label: 'Route',
      required: true,
      ref: referenceTo(() => busRouteShape, 'name'),
    },
    busStopId: {
      kind: 'reference',
      label: 'Stop',
      ref: referenceTo(() => busStopShape, 'name', { narrowBy: { field: 'busRouteId', from: 'busRouteId' } }),
    },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: referenceTo(() => studentAdmissionShape, 'studentId'),
    },
    studentName: { kind: 'text', label: 'Student', readOnly: true },
  },
});

export const serviceCategoryShape = resourceShape({
  name: 'service-categories',
  label: 'Service category',
  module: M.SERVICE_CATEGORY,
  fields: {
    name: { kind: 'text', label: 'Category', required: true, max: 120 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

export const serviceShape = resourceShape({
  name: 'services',
  label: 'Service',
  module: M.SERVICES,
  fields: {
    name: { kind: 'text', label: 'Service', required: true, max: 120 },
    serviceType: { kind: 'enum', label: 'Service type', required: true, options: options(...SERVICE_TYPES) },
    categoryId: { kind: 'reference', label: 'Category', ref: referenceTo(() => serviceCategoryShape, 'name') },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});

/** One of a vehicle's record types: a row of one vehicle, filed under the vehicle's centre, with its document. */
function vehicleRecordShape<const F extends FieldMap>(name: string, label: string, fields: F) {
  return resourceShape({
    name,
    label,
    module: M.VEHICLE_DETAILS,
    fields: { franchiseeId: centreField, vehicleId: vehicleField, ...fields, documentFileId: documentField },
  });
}

/** A fitness or pollution certificate: its number, when it was issued and when it expires. */
const certificateFields = {
  certificateNumber: { kind: 'text', label: 'Certificate number', required: true, max: 60 },
  issueDate: { kind: 'date', label: 'Issued on', required: true },
  expiryDate: { kind: 'date', label: 'Expires on', required: true },
} as const;

export const insuranceShape = vehicleRecordShape('vehicle-insurance-details', 'Vehicle insurance', {
  policyNumber: { kind: 'text', label: 'Policy number', required: true, max: 60 },
  insurer: { kind: 'text', label: 'Insurer', required: true, max: 120 },
  startDate: { kind: 'date', label: 'Valid from', required: true },
  expiryDate: { kind: 'date', label: 'Expires on', required: true },
  premiumPaise: money('Premium', false),
});

export const repairShape = vehicleRecordShape('vehicle-rapairbreakdown-details', 'Repair or breakdown', {
  reportedOn: { kind: 'date', label: 'Date', required: true },
  description: { kind: 'text', label: 'What happened', required: true, max: 500 },
  garage: { kind: 'text', label: 'Garage', max: 120 },
  costPaise: money('Cost'),
  odometerKm: { kind: 'number', label: 'Odometer (km)', min: 0, max: 10_000_000 },
});

export const fitnessShape = vehicleRecordShape('vehicle-fitness-details', 'Fitness certificate', certificateFields);

export const pollutionShape = vehicleRecordShape(
  'vehicle-pollution-details',
  'Pollution certificate',
  certificateFields,
);

export const maintenanceShape = vehicleRecordShape('vehicle-maintenance-details', 'Maintenance', {
  serviceDate: { kind: 'date', label: 'Serviced on', required: true },
  description: { kind: 'text', label: 'Work done', required: true, max: 500 },
  costPaise: money('Cost'),
  odometerKm: { kind: 'number', label: 'Odometer (km)', min: 0, max: 10_000_000 },
  nextDueDate: { kind: 'date', label: 'Next service due' },
});

export const fuelShape = vehicleRecordShape('vehicle-fule-details', 'Fuel', {
  filledOn: { kind: 'date', label: 'Filled on', required: true },
  litres: { kind: 'number', label: 'Litres', required: true, min: 0.1, max: 1000 },
  costPaise: money('Cost'),
  odometerKm: { kind: 'number', label: 'Odometer (km)', required: true, min: 0, max: 10_000_000 },
});

export const loanShape = vehicleRecordShape('vehicle-loan-details', 'Vehicle loan', {
  lender: { kind: 'text', label: 'Lender', required: true, max: 120 },
  loanNumber: { kind: 'text', label: 'Loan number', required: true, max: 60 },
  amountPaise: money('Amount'),
  emiPaise: money('EMI'),
  startDate: { kind: 'date', label: 'Starts on', required: true },
  endDate: { kind: 'date', label: 'Ends on', required: true },
});

export const roadTaxShape = vehicleRecordShape('vehicle-roadtax-details', 'Road tax', {
  receiptNumber: { kind: 'text', label: 'Receipt number', required: true, max: 60 },
  paidOn: { kind: 'date', label: 'Paid on', required: true },
  expiryDate: { kind: 'date', label: 'Valid until', required: true },
  amountPaise: money('Amount'),
});

export const challanShape = vehicleRecordShape('vehicle-challan-details', 'Challan', {
  challanNumber: { kind: 'text', label: 'Challan number', required: true, max: 60 },
  issuedOn: { kind: 'date', label: 'Issued on', required: true },
  offence: { kind: 'text', label: 'Offence', required: true, max: 300 },
  amountPaise: money('Fine'),
  status: { kind: 'enum', label: 'Status', required: true, options: options(...CHALLAN_STATUS) },
});
