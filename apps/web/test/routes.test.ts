import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testManifests } from '../../../scripts/test-manifests.mjs';
import { toSpecPath } from '@portal/ui/routing';
import { loadRouteTable, moduleRouteSets, routeSetsFor } from '../src/routing/table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SPEC_ROUTES = path.join(here, '../../../../shared/spec/routes.txt');

/** The spec's path list, which sits beside the project's folder (in shared/spec), not inside it. */
function specRouteList(): string {
  try {
    return readFileSync(SPEC_ROUTES, 'utf8');
  } catch (err) {
    const reason = err instanceof Error && 'code' in err ? String(err.code) : String(err);
    throw new Error(
      `The spec's route list ${SPEC_ROUTES} cannot be read (${reason}): ` +
        'these checks compare the screens with it, so a clone of the project must sit beside shared/, as CI has it',
      { cause: err },
    );
  }
}

const specRoutes = specRouteList()
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

/** Spec paths that have a screen so far (kept by hand: a new screen adds its path here). */
const IMPLEMENTED = [
  '/login',
  '/signIn',
  '/otp/{referenceID}',
  '/profile',
  '/profile/dashboard',
  '/cron/list',
  '/staff/cron',
  '/enquiry/generate-qrcode',
  '/franchisee',
  '/franchisee/create',
  '/franchisee/edit/{franchiseeId?}',
  '/franchisee/view/{franchiseeId?}',
  '/city/citylist',
  '/city/savecity',
  '/city/editcity/{cityId}',
  '/pincodes/add',
  '/pincodes/list',
  '/transport/assigned-bus-route-student',
  '/transport/assign-bus-route-to-student',
  '/transport/edit-assign-bus-route-to-student/{assinedID}',
  '/services/list',
  '/services/categories',
  '/services/enquiries',
  '/services/assigned-services/{franchiseeID}/{academicYearID}/{enquiryID}',
  '/services/plan-details/{enquiryID}/{planID}',
  '/services/enquiries/assign/{enquiryID}/{isTransport?}',
  '/services/approve-plan',
  '/services/approve-plan/{enquiryID}',
  '/services/enquiries/add',
  '/services/enquiries/edit/{enquiryCodeProp}',
  '/services/service-plan-payment/{enquiryID}/{planID}',
  '/services/service-payments/{referenceID}/{planID}',
  '/pincodes/edit/{pincodeId}',
  '/pincodes/uploadcsv',
  '/user/page/{current}',
  '/user/create',
  '/user/create/staff',
  '/user/edit/{adminUserID?}',
  '/user/view/{adminUserID?}',
  '/system',
  '/system/system-end-points',
  '/system/system-end-points/{endpointID?}',
  '/system/system-end-points-list',
  '/system/roles',
  '/system/save-role',
  '/system/edit-role/{roleId?}',
  '/system/dynamic-module/create',
  '/system/dynamic-module/Edit/{uniqueId}',
  '/system/dynamic-dash-create/{roleId}',
  '/dynamic-dash-list',
  // Fees, payments, ledgers, royalty.
  '/finance/dashboard',
  '/payment-links/page/{current}',
  '/fee-Concession/list',
  '/fee-Concession/add',
  '/fee-Concession/edit/{concessionId}',
  '/fee-type/transaction/bank-details-save',
  '/fee-type/transaction/bank-details-edit/{id}',
  '/fee-type/transaction/bank-details-list',
  '/fee-type/list',
  '/fee-type/add',
  '/fee-type/edit/{id}',
  '/fee-types/feeTypes-list',
  '/fee-types/create-FeeType',
  '/fee-component/add',
  '/fee-component/editPlan/{planID?}',
  '/fee-component/list',
  '/fee-component/upload',
  '/fee-component/fee-installment/{componentID}/{breakDownID}',
  '/fee-component/fee-installment/royalty/{componentID}/{breakDownID}',
  '/fee-component/fee-plan/assign/{studentAdmissionID}',
  '/approve-plan/list',
  '/approve-plan/plan-details/{enquiryID}',
  '/approve-payment/list',
  '/approve-payment/approve-payment-details/{enquiryID}',
  '/approve-concession/list',
  '/royalty/list',
  '/royalty/royalty-list/{StudentAdmissionID?}/{franchiseeNo}',
  '/royalty/eInvoice-list',
  '/royalty/student-royalty-details/{studentAdmissionID?}',
  '/royalty/setting',
  '/concession/settings',
  '/concession/tax/{type}',
  '/concession/application-setting',
  '/concession/fee-setting',
  '/ledger/nodal',
  '/ledger/student-fee-plan/{studentAdmissionID?}',
  '/ledger/franchisee-nodal',
  '/ledger/nodal-payment-transfer',
  '/ledger/student-list',
  '/ledger/student-ledger/{studentAdmissionID?}',
  '/ledger/franchisee',
  '/ledger/franchisee/detail/{franchiseeID?}',
  '/ledger/franchisee/royalty-invoice/{transactionID?}',
  '/ledger/franchisee/payments',
  '/ledger/transaction/add',
  '/report/ledger-report',
  '/report/royalty-report',
  '/report/home',
  '/report/order-report',
  '/student-progress-report/home',
  '/teacher-progress-report/home',
  '/schedule-report/home',
  '/home/franchisee-data',
  '/student-account/details',
  '/student-account/transaction',
  '/payments/pay/{referenceID?}',
  '/payments/transfer-franchiseeToBB',
  '/payments/settlement-payment-transfer',
  '/payments/application-form/{refID}',
  '/payments/admission-form/{refID}',
  '/service-payments/{referenceID}',
  '/admission-payments/{referenceID}',
  '/payment-invoice',
  // Kits, uniforms and orders.
  '/retailer-margin/product/approved-product/{current}',
  '/kit-mapping/upload-mapping/{kitType}',
  '/kit-mapping/upload-mapping/{kitType}/{kitMapId}',
  '/check/stock',
  '/home/pincode-service',
  '/place-order/wow-kit/list',
  '/place-order/wow-kit-dashboard',
  '/place-order/wow-kit-bom-configure',
  '/place-order/wow-kit-ordering',
  '/place-order/wow-kit/summary/{franchiseeID}',
  '/place-order/wow-kit/confirm',
  '/place-order/wow-kit-ordering/order-summary/{franchiseeId}/{initiatedOrderID}',
  '/place-order/re-order-kit/list',
  '/damage/re-order/{orderID}',
  '/order-history/kit/Invoice',
  '/indent/uniform-indent',
  '/indent/all-uniform-indents',
  '/indent/bulk-uniform-indent',
  '/sop/enquiry-uniform-indent',
  // Tickets.
  '/ticketing-bees/create-bees-ticket',
  '/ticketing-bees/bees-ticket-list/{ticketstatus}',
  '/ticketing-bees/action/{id}',
  '/ticketing-bees/create-matrix',
  '/ticketing-bees/matrix-list',
  '/ticketing-bees/editTicketMatrix/{id}',
  '/academic-calender/creation',
  '/academic-calender/update/{academicCalendarID}',
  '/terms/term-details',
  '/terms/add-term',
  '/terms/edit-term/{termMapID}',
  '/health-remark/view',
  '/ie-app-status/parentsStatusReport',
  '/student/dashboard',
  // Diaries and class work.
  '/generaldiary/add-generaldiary/{dateProp}',
  '/generaldiary/general-diary-list',
  '/generaldiary/class-diary-list',
  '/generaldiary/edit-generaldiary/{generalDiaryID}',
  '/generaldiary/view-generaldiary/{generalDiaryID}',
  '/subjectdiary/add-subjectdiary',
  '/subjectdiary/subject-diary-list',
  '/subjectdiary/edit-subjectdiary/{studentDiaryID}',
  '/subjectdiary/show-subjectdiary/{studentDiaryID}',
  '/classWork/add-classwork',
  '/classWork/class-work-list',
  '/class-diary/view/{studentAdmissionId}',
  // Recorded classes, videos and live online classes.
  '/videos/upload',
  '/videos/list',
  '/recorded/list',
  '/recorded/folder/{folderId}/{classID?}/{weekNo?}/{dayNo?}',
  '/videoplayer/{videoName}/{urlPath}',
  '/online-class/list',
  '/online-class/schedule-class',
  '/online-class/my-classes',
  '/online-class/join/{referenceID}',
  '/online-class/my-classes/list',
  '/online-class/{referenceID}',
  // The SOP library and CCTV documents.
  '/sop/sop-home',
  '/sop/folder/{folderId}',
  '/sop/manage-sops',
  '/sop/add-roles',
  '/sop/edit-section/{id}',
  '/cctvDocUpload/cctvDocUpload',
  '/cctvDocUpload/edit/{cctvDocId}',
];

/**
 * Paths spec section 2 names in prose ("further screens of this group", the named routes)
 * that routes.txt leaves out.
 */
const NAMED_IN_PROSE = [
  '/trainer-led/registration-details/{id}',
  '/trainer-led/attendance-details/{trainingID}',
  '/trainer-led/indiviual-trainer-feedback-report/{trainingID}/{trainerID}',
];

/**
 * The transport groups spec section 2 names without a prefix, put under /transport/: the vehicle
 * record types (list, add, edit/{id}), the bus stops, the actual route and the digital escort ID.
 */
const TRANSPORT_IN_PROSE = [
  '/transport/vehicle-settings',
  '/transport/vehicle-settings/add',
  '/transport/vehicle-settings/edit/{id}',
  '/transport/vehicle-details',
  '/transport/vehicle-details/add',
  '/transport/vehicle-details/edit/{vehicleID}',
  '/transport/vehicle-insurance-details',
  '/transport/vehicle-insurance-details/add',
  '/transport/vehicle-insurance-details/edit/{insuranceID}',
  '/transport/vehicle-rapairbreakdown-details',
  '/transport/vehicle-rapairbreakdown-details/add',
  '/transport/vehicle-rapairbreakdown-details/edit/{repairID}',
  '/transport/vehicle-fitness-details',
  '/transport/vehicle-fitness-details/add',
  '/transport/vehicle-fitness-details/edit/{fitnessID}',
  '/transport/vehicle-pollution-details',
  '/transport/vehicle-pollution-details/add',
  '/transport/vehicle-pollution-details/edit/{pollutionID}',
  '/transport/vehicle-maintenance-details',
  '/transport/vehicle-maintenance-details/add',
  '/transport/vehicle-maintenance-details/edit/{maintenanceID}',
  '/transport/vehicle-fule-details',
  '/transport/vehicle-fule-details/add',
  '/transport/vehicle-fule-details/edit/{fuleID}',
  '/transport/vehicle-loan-details',
  '/transport/vehicle-loan-details/add',
  '/transport/vehicle-loan-details/edit/{loanID}',
  '/transport/vehicle-roadtax-details',
  '/transport/vehicle-roadtax-details/add',
  '/transport/vehicle-roadtax-details/edit/{roadtaxID}',
  '/transport/vehicle-challan-details',
  '/transport/vehicle-challan-details/add',
  '/transport/vehicle-challan-details/edit/{challanID}',
  '/transport/vehicle-staff-details',
  '/transport/vehicle-staff-details/add',
  '/transport/vehicle-staff-details/edit/{vehicleStaffID}',
  '/transport/vehicle-bus-route',
  '/transport/vehicle-bus-route/add',
  '/transport/vehicle-bus-route/edit/{busRouteID}',
  '/transport/vehicle-bus-stop/{busRouteID}',
  '/transport/vehicle-actual-route',
  '/transport/vendors',
  '/transport/vendors/create',
  '/transport/vendors/{vendorID}/documents',
  '/transport/vendors/{vendorID}/edit',
  '/transport/vendors/{vendorID}/view',
  '/transport/vendors/{logID}/logs',
  '/transport/vehicle-destination-assignment',
  '/transport/stundent-destination-assignment',
  '/transport/stundent-Destination-Log-Details',
  '/transport/routes',
];

/**
 * Screens the portal adds beyond the spec's paths, each module's in its `test/manifest.json` (`beyondTheSpec`) with
 * why: configuration the System area shows super admins, the centre's day, head office's development work…
 */
const BEYOND_THE_SPEC = testManifests().flatMap(({ manifest }) =>
  (manifest.beyondTheSpec ?? []).flatMap((group) => group.paths),
);

const routeTable = await loadRouteTable();
const tablePaths = routeTable.map((r) => toSpecPath(r.path));
const ownerOf = new Map<string, string>();
for (const set of moduleRouteSets) for (const r of await set.load()) ownerOf.set(toSpecPath(r.path), set.name);
/** The file that declares a route, and the manifest that says why a screen beyond the spec is there. */
const routesFile = (p: string) =>
  ownerOf.has(p) ? `modules/${ownerOf.get(p)}/web/routes.ts` : 'apps/web/src/routing/app-routes.ts';
const manifestFile = (p: string) =>
  ownerOf.has(p) ? `modules/${ownerOf.get(p)}/test/manifest.json` : 'apps/web/test/manifest.json';

describe('route table', () => {
  it('has every implemented spec path, spelled exactly', () => {
    const missing = IMPLEMENTED.filter((p) => !tablePaths.includes(p));
    // A path no route declares yet goes to the module whose route set loads its first segment.
    const fileFor = (p: string) => {
      const owner = moduleRouteSets.find((set) => set.segments.includes(p.split('/')[1]))?.name;
      return owner ? `modules/${owner}/web/routes.ts` : "the owning module's web/routes.ts";
    };
    expect(
      missing.map(
        (p) =>
          `${p}: declare its route in ${fileFor(p)} ({ path: '${p.replace(/\{(\w+)(\?)?\}/g, ':$1$2')}', screen, ` +
          'guard }), spelled as the spec does',
      ),
    ).toEqual([]);
  });

  it('lists only paths that routes.txt names', () => {
    for (const p of IMPLEMENTED) expect(specRoutes, p).toContain(p);
    const named = new Set([...specRoutes, ...NAMED_IN_PROSE, ...TRANSPORT_IN_PROSE, ...BEYOND_THE_SPEC]);
    const stray = tablePaths.filter((p) => !named.has(p));
    expect(
      stray.map(
        (p) =>
          `${p}: declared in ${routesFile(p)} but routes.txt does not name it; spell it as the spec does, or add it ` +
          `to beyondTheSpec in ${manifestFile(p)} with why`,
      ),
    ).toEqual([]);
  });

  it('declares beyond the spec only screens that exist and that the spec does not name', () => {
    const declaredIn = (p: string) =>
      testManifests().find(({ manifest }) =>
        (manifest.beyondTheSpec ?? []).some((group: { paths: string[] }) => group.paths.includes(p)),
      )?.dir;
    expect(
      BEYOND_THE_SPEC.filter((p) => specRoutes.includes(p)).map(
        (p) => `${p}: the spec names it; remove it from beyondTheSpec in ${declaredIn(p)}/test/manifest.json`,
      ),
    ).toEqual([]);
    expect(
      BEYOND_THE_SPEC.filter((p) => !tablePaths.includes(p)).map(
        (p) => `${p}: no route declares it; remove it from beyondTheSpec in ${declaredIn(p)}/test/manifest.json`,
      ),
    ).toEqual([]);
  });

  it('declares each path once', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it('loads every screen lazily and guards every non-public route', () => {
    for (const r of routeTable) {
      if (r.redirectTo) continue;
      if (r.path === '/login' || r.path === '/signIn') continue;
      const at = `${r.path} in ${routesFile(toSpecPath(r.path))}`;
      expect(typeof r.screen, `${at}: give it screen: () => import('./screens/….tsx')`).toBe('function');
      if (!r.guard?.public)
        expect(r.guard, `${at}: give it a guard (modules it needs) or guard: { public: true }`).toBeDefined();
    }
  });

  it('names the QR code generator and the profile route', () => {
    expect(routeTable.find((r) => r.name === 'QrcodeGenerator')?.path).toBe('/enquiry/generate-qrcode');
    expect(routeTable.find((r) => r.name === 'Profile')?.path).toBe('/profile');
  });

  it('marks editing screens as write and the System area with its module', () => {
    const byPath = (p: string) => routeTable.find((r) => toSpecPath(r.path) === p);
    expect(byPath('/city/savecity')?.guard?.write).toBe(true);
    expect(byPath('/city/citylist')?.guard?.write).toBe(false);
    expect(byPath('/system/roles')?.guard?.modules).toEqual(['System']);
    expect(byPath('/pincodes/list')?.guard?.franchiseeSelection).toBe(true);
  });
});

describe('module route sets', () => {
  it("declares every top-level segment its routes use, so the shell finds each route's set", async () => {
    for (const set of moduleRouteSets) {
      for (const route of await set.load())
        expect(
          set.segments,
          `${route.path}: add '${route.path.split('/')[1]}' to segments of the ${set.name} route set in ` +
            `modules/${set.name}/web/index.ts`,
        ).toContain(route.path.split('/')[1]);
    }
  });

  it('picks the sets by first segment, several for a shared one, none for an unknown one', () => {
    expect(routeSetsFor('/forms/enquiry/list').map((s) => s.name)).toEqual(['enquiry']);
    expect(
      routeSetsFor('/ledger/franchisee')
        .map((s) => s.name)
        .sort(),
    ).toEqual(['finance', 'ledger', 'orders']);
    expect(routeSetsFor('/no-such-screen')).toEqual([]);
  });
});
