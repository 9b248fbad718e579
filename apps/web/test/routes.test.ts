import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toSpecPath } from '@portal/ui/routing';
import { loadRouteTable, moduleRouteSets, routeSetsFor } from '../src/routing/table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const specRoutes = readFileSync(path.join(here, '../../../../shared/spec/routes.txt'), 'utf8')
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
 * Screens the portal adds beyond the spec's paths: configuration the System area shows super admins, the
 * widgets placed on roles' dashboards, the list behind a dashboard figure, and transport's extra forms.
 */
const BEYOND_THE_SPEC = [
  '/system/configuration-warnings',
  '/system/dashboard-widgets',
  '/system/dashboard-widgets/create',
  '/system/dashboard-widgets/edit/{id}',
  '/report/figure/{key}',
  '/report/benchmarks',
  // GST: a centre's month for its return, and a centre's sale of goods to a family (a tax invoice).
  '/report/gst-summary',
  '/indent/family-sale',
  // Audits: the corrective tasks a failed parameter opens, per centre; a general audit type's form.
  '/audit/corrective',
  '/general-audit/audit-type/{id}',
  // AMS: one route answers both /ams/edit/{zmMappingID} and /ams/edit/{academicManagerID} (one table of
  // managers); visits planned and opened; each set-up list's add and edit forms; holidays; a centre's first audit.
  '/ams/edit/{id}',
  '/amsv1/visits/new',
  '/amsv1/visits/edit/{id}',
  '/amsv1/visits/{id}',
  '/amsv1/amsConfiguration/new',
  '/amsv1/amsConfiguration/edit/{id}',
  '/amsv1/centerCategory/new',
  '/amsv1/centerCategory/edit/{id}',
  '/amsv1/allocateCenter/new',
  '/amsv1/allocateCenter/edit/{id}',
  '/amsv1/cycleConfiguration/new',
  '/amsv1/cycleConfiguration/edit/{id}',
  '/amsv1/centerFirstAudit/new',
  '/amsv1/centerFirstAudit/edit/{id}',
  '/amsv1/centerFirstAudit/{id}',
  '/amsv1/holidays',
  '/amsv1/holidays/new',
  '/amsv1/holidays/edit/{id}',
  // CCTV documents: the upload form of a new document.
  '/cctvDocUpload/new',
  // Room devices: the office's list, and the class's tablet (no shell, no sign-in: the device's token and a PIN).
  '/devices/list',
  // AutoPay: the centre's debits (upcoming, taken, skipped, failed).
  '/autopay/debits',
  '/room',
  // The centre's day: the door kiosk, the parent's check-in, pickups and child's day, the class roster, the day's
  // list and the pickups the centre approves.
  '/day/kiosk',
  '/day/check-in',
  '/day/my-pickups',
  '/day/roster',
  '/day/my-child',
  '/day/today',
  '/day/pickups/list',
  // The child's safety: medicine the parents authorise and the doses given, incident reports and their
  // acknowledgement, head office's incidents per centre.
  '/day/my-medication',
  '/day/medication',
  '/day/my-incidents',
  '/day/incidents',
  '/day/incidents/report',
  '/day/incidents/edit/{id}',
  '/day/incidents/view/{id}',
  '/day/incidents/network',
  // Messages: the family's conversation, the staff inbox, one child's conversation and the centre's quiet hours.
  '/messages',
  '/messages/inbox',
  '/messages/child/{studentAdmissionId}',
  '/messages/quiet-hours',
  // The waitlist: a class's queue and offers, and the seats of the centre's sections.
  '/waitlist/list',
  '/waitlist/capacity',
  // Parental consent: a parent's consents per child and purpose, and the centre's status per child.
  '/consents/mine',
  '/consents/centre',
  // WhatsApp: a parent's opt-in for their number, and head office's templates with their state.
  '/whatsapp/mine',
  '/whatsapp/templates',
  '/whatsapp/usage',
  '/whatsapp/templates/create',
  '/whatsapp/templates/edit/{id}',
  // The family circle: a parent's circle of their child, and the child's day as a member of it reads it.
  '/family/circle',
  '/family/today',
  // The parents' rights desk: a parent's data and requests, the privacy notice, head office's requests.
  '/privacy/mine',
  '/privacy/notice',
  '/privacy/requests',
  '/privacy/requests/{id}',
  // Head office's safeguards: the access log, retention with its dry runs, breaches and their notices.
  '/safeguards/access-log',
  '/safeguards/retention',
  '/safeguards/breaches',
  '/safeguards/breaches/{id}',
  // Each person's notification settings (the user menu links them).
  '/notifications/settings',
  // Child-to-staff ratios (the board, head office's rules) and the late-pickup fee rules.
  '/day/ratios',
  '/day/ratio-rules/list',
  '/day/ratio-rules/add',
  '/day/ratio-rules/edit/{id}',
  '/day/late-pickup/list',
  '/day/late-pickup/add',
  '/day/late-pickup/edit/{id}',
  // Communication: a template's edit form (the spec's {templateId?} with the id required), the composer,
  // the Instagram composer's forms.
  '/communications/templates/edit/{templateId}',
  '/communications/sms/send',
  '/communications/instagram-post/create',
  '/communications/instagram-post/edit/{id}',
  '/communications/instagram-post/view/{id}',
  // Learning: the two homes, a published week, the spec's {curriculumCmsId?}/{weekId?} as two routes, and
  // one route that answers both week-glance/{folderId} and week-glance/{dayId} (one id sequence).
  '/learning',
  '/learning-cms',
  '/learning/curriculum/{publicationId}',
  '/learning-cms/curriculum-cms/{curriculumCmsId}',
  '/learning-cms/curriculum-cms/{curriculumCmsId}/{weekId}',
  '/learning/bulkUploadCurriculumCMS/{folderMapID}',
  '/learning-cms/week-glance/{id}',
  // Grade book and homework: the masters' add and edit forms, grade scales and their grades.
  '/grade-book/skills/create',
  '/grade-book/skills/edit/{id}',
  '/grade-book/skills/subSkills/create',
  '/grade-book/skills/subSkills/edit/{id}',
  '/grade-book/skills/parameters/create',
  '/grade-book/skills/parameters/edit/{id}',
  '/grade-book/skills/assign/create',
  '/grade-book/skills/scales',
  '/grade-book/skills/scales/create',
  '/grade-book/skills/scales/edit/{id}',
  '/grade-book/skills/grades',
  '/grade-book/skills/grades/create',
  '/grade-book/skills/grades/edit/{id}',
  '/grade-book/skills/report-publish/create',
  '/grade-book/skills/report-publish/edit/{id}',
  '/class/viewHomework/new',
  '/class/viewHomework/edit/{id}',
  // Transport: the compliance view, a stop's and a vendor document's add and edit, the catalogue's add and edit.
  '/transport/vehicle-compliance',
  '/transport/vehicle-bus-stop/{busRouteID}/add',
  '/transport/vehicle-bus-stop/{busRouteID}/edit/{busStopID}',
  '/transport/vendors/{vendorID}/documents/add',
  '/transport/vendors/{vendorID}/documents/edit/{documentID}',
  // The digital escort ID's forms: a vehicle's and a child's destination, new and changed.
  '/transport/vehicle-destination-assignment/create',
  '/transport/vehicle-destination-assignment/edit/{assignmentID}',
  '/transport/stundent-destination-assignment/create',
  '/transport/stundent-destination-assignment/edit/{assignmentID}',
  '/services/list/add',
  '/services/list/edit/{serviceID}',
  '/services/categories/add',
  '/services/categories/edit/{categoryID}',
  // Academic calendar and health remarks: the calendars' list, a remark's add and edit, the parent's calendar.
  '/academic-calender/list',
  '/health-remark/add',
  '/health-remark/edit/{id}',
  '/student/calendar/{studentAdmissionId}',
  // Diaries: who teaches which class (the teacher-of-class rule) and children's photos for the report card.
  '/grade-book/skills/class-teachers',
  '/grade-book/skills/class-teachers/create',
  '/grade-book/skills/class-teachers/edit/{id}',
  '/grade-book/skills/photos',
  '/grade-book/skills/photos/create',
  '/grade-book/skills/photos/edit/{id}',
  // Fee heads: what each rupee is for, kept by head office.
  '/ledger/fee-heads/list',
  '/ledger/fee-heads/add',
  '/ledger/fee-heads/edit/{id}',
  // Users: the page a centre's invitation link opens (accept signed in, or choose a password).
  '/invitation/{token}',
  // The waitlist: the page of a seat offer's message (take or decline the seat).
  '/seat-offer/{token}',
  // The franchise agreement's life: a centre's agreement versions, and the renewals falling due.
  '/royalty/agreement/{franchiseeID?}',
  '/royalty/renewals',
  // Centre health: head office's ranking and weights, a centre's health, a centre's own standing.
  '/health/network',
  '/health/centres/{franchiseeId}',
  '/health/mine',
  // Franchise development: head office's pipeline, prospects, territories and disclosure documents, and the
  // prospect's own pages (the website's form, the disclosure link).
  '/development/pipeline',
  '/development/prospects',
  '/development/prospects/create',
  '/development/prospects/edit/{id}',
  '/development/prospects/view/{id}',
  '/development/territories',
  '/development/territories/list',
  '/development/territories/create',
  '/development/territories/edit/{id}',
  '/development/disclosures',
  '/development/disclosures/create',
  '/development/disclosures/edit/{id}',
  '/development/disclosures/view/{id}',
  // A converted centre's launch: the owner's board, head office's boards of the network and of a centre, the template.
  '/development/launch',
  '/development/launches',
  '/development/launches/{franchiseeId}',
  '/development/launch-template',
  '/development/launch-template/create',
  '/development/launch-template/edit/{id}',
  '/franchise-enquiry',
  '/disclosure/{token}',
  // A prospect's LOI token paid by link; a centre's royalty adjustments and head office's decisions on them.
  '/franchise-token/{token}',
  '/royalty/adjustments',
];

const routeTable = await loadRouteTable();
const tablePaths = routeTable.map((r) => toSpecPath(r.path));

describe('route table', () => {
  it('has every implemented spec path, spelled exactly', () => {
    for (const p of IMPLEMENTED) expect(tablePaths, p).toContain(p);
  });

  it('lists only paths that routes.txt names', () => {
    for (const p of IMPLEMENTED) expect(specRoutes, p).toContain(p);
    const named = new Set([...specRoutes, ...NAMED_IN_PROSE, ...TRANSPORT_IN_PROSE, ...BEYOND_THE_SPEC]);
    expect(tablePaths.filter((p) => !named.has(p))).toEqual([]);
  });

  it('declares each path once', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it('loads every screen lazily and guards every non-public route', () => {
    for (const r of routeTable) {
      if (r.redirectTo) continue;
      if (r.path === '/login' || r.path === '/signIn') continue;
      expect(typeof r.screen, r.path).toBe('function');
      if (!r.guard?.public) expect(r.guard, r.path).toBeDefined();
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
        expect(set.segments, `${set.name}: ${route.path}`).toContain(route.path.split('/')[1]);
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
