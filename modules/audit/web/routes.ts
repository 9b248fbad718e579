import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import {
  auditCategoryShape,
  auditParameterShape,
  auditSubCategoryShape,
  generalAuditTypeShape,
} from '../shared/resources.ts';
import { AUDIT_MODULES as M } from '../shared/constants.ts';

// One loader per screen used by several routes: each import() call site costs bytes in the shell bundle.
const listScreen = () => import('./screens/AuditListScreen.tsx');
const viewScreen = () => import('./screens/AuditViewScreen.tsx');
const fillScreen = () => import('./screens/AuditFillScreen.tsx');
const newScreen = () => import('./screens/NewAuditScreen.tsx');
const generalReport = () => import('./screens/GeneralReportScreen.tsx');
const G = { modules: [M.GENERAL] };
const GW = { modules: [M.GENERAL], write: true };

/** Audits (spec: audit/* and my-audit/*). */
export const auditRoutes: PortalRoute[] = [
  { path: '/audit', redirectTo: '/audit/list' },
  ...resourceRoutes(auditCategoryShape, '/audit', {
    modules: [M.AUDIT],
    list: 'categories/list',
    create: 'categories/add',
    edit: 'edit/:categoryId',
    view: false,
    screens: { edit: () => import('./screens/CategoryEditScreen.tsx') },
    titles: { list: 'Audit categories', create: 'New audit category', edit: 'Audit category' },
  }),
  { path: '/audit/list', title: 'Audits', screen: listScreen, props: { mode: 'all' }, guard: { modules: [M.AUDIT] } },
  {
    path: '/audit/auditDrafts',
    title: 'Audit drafts',
    screen: listScreen,
    props: { mode: 'drafts' },
    guard: { modules: [M.AUDIT] },
  },
  {
    path: '/audit/acadAudits/:type',
    reachedFrom: '/audit/categories/list',
    title: 'Audits',
    screen: listScreen,
    props: { mode: 'type' },
    guard: { modules: [M.AUDIT] },
  },
  {
    path: '/audit/add/:type',
    reachedFrom: '/audit/categories/list',
    title: 'New audit',
    screen: newScreen,
    guard: { modules: [M.AUDIT], write: true },
  },
  {
    path: '/audit/editAudit/:id',
    reachedFrom: '/audit/categories/list',
    title: 'Fill audit',
    screen: fillScreen,
    guard: { modules: [M.AUDIT], write: true },
  },
  {
    path: '/audit/viewAudit/:id',
    reachedFrom: '/audit/categories/list',
    title: 'Audit',
    screen: viewScreen,
    guard: { modules: [M.AUDIT] },
  },
  {
    path: '/audit/auditScores',
    title: 'Audit scores',
    screen: () => import('./screens/ScoresScreen.tsx'),
    guard: { modules: [M.AUDIT] },
  },
  {
    path: '/audit/centerList',
    title: 'Centre audits',
    screen: () => import('./screens/CentreListScreen.tsx'),
    guard: { modules: [M.AUDIT] },
  },
  {
    path: '/audit/individualCentreList/:id',
    reachedFrom: '/audit/categories/list',
    title: 'Audits of a centre',
    screen: () => import('./screens/CentreAuditsScreen.tsx'),
    guard: { modules: [M.AUDIT] },
  },
  {
    path: '/my-audit/list',
    title: 'My audits',
    screen: listScreen,
    props: { mode: 'mine' },
    guard: { modules: [M.MY_AUDIT] },
  },
  {
    path: '/my-audit/viewAudit/:id',
    reachedFrom: '/my-audit/list',
    title: 'Audit',
    screen: viewScreen,
    props: { mine: true },
    guard: { modules: [M.MY_AUDIT] },
  },
  {
    path: '/audit/corrective',
    title: 'Corrective loop',
    screen: () => import('./screens/CorrectiveScreen.tsx'),
    guard: { modules: [M.AUDIT] },
  },

  // ---- general audits (general-audit/*): the same screens on the "general" checklist ----
  { path: '/general-audit/audit', redirectTo: '/general-audit/generalAudits/all' },
  {
    path: '/general-audit/generalAudits/all',
    title: 'General audits',
    screen: listScreen,
    props: { mode: 'general' },
    guard: G,
  },
  {
    path: '/general-audit/generalAudits/draft',
    reachedFrom: '/general-audit/generalAudits/all',
    title: 'General audit drafts',
    screen: listScreen,
    props: { mode: 'generalDrafts' },
    guard: G,
  },
  {
    path: '/general-audit/add-reponse',
    reachedFrom: '/audit/add/:type',
    title: 'Add a response',
    screen: () => import('./screens/AddResponseScreen.tsx'),
    guard: GW,
  },
  {
    path: '/general-audit/add-audit',
    reachedFrom: '/general-audit/generalAudits/all',
    title: 'New general audit',
    screen: newScreen,
    props: { fixedType: 'general' },
    guard: GW,
  },
  {
    path: '/general-audit/edit-audit/:auditId',
    reachedFrom: '/general-audit/generalAudits/all',
    title: 'Fill audit',
    screen: fillScreen,
    guard: GW,
  },
  {
    path: '/general-audit/view-audit/:auditId',
    reachedFrom: '/general-audit/generalAudits/all',
    title: 'Audit',
    screen: viewScreen,
    guard: G,
  },
  {
    path: '/general-audit/closure-list',
    reachedFrom: '/general-audit/generalAudits/all',
    title: 'General audit closure list',
    screen: generalReport,
    props: { mode: 'closures' },
    guard: G,
  },
  {
    path: '/general-audit/audit-report-list',
    reachedFrom: '/general-audit/generalAudits/all',
    title: 'General audit report',
    screen: generalReport,
    props: { mode: 'report' },
    guard: G,
  },
  ...resourceRoutes(auditCategoryShape, '/general-audit', {
    modules: [M.GENERAL],
    // The general audits list's button, for those who keep the checklist.
    reachedFrom: '/general-audit/generalAudits/all',
    list: 'categories/list',
    create: 'categories/add',
    edit: 'edit/:categoryId',
    view: false,
    presets: { auditType: 'general' },
    titles: { list: 'General audit categories', create: 'New audit category', edit: 'Audit category' },
    rowLinks: [{ label: 'Sub-categories', path: '/general-audit/sub-category/list/:categoryId' }],
  }),
  ...resourceRoutes(auditSubCategoryShape, '/general-audit', {
    modules: [M.GENERAL],
    // The categories list's row link.
    reachedFrom: '/general-audit/categories/list',
    list: 'sub-category/list/:categoryId',
    create: 'generalAudits/add-subcategory/:categoryId',
    edit: false,
    view: false,
    titles: { list: 'Audit sub-categories', create: 'New audit sub-category' },
    pathFilters: { categoryId: 'categoryId' },
    rowLinks: [{ label: 'Parameters', path: '/general-audit/parameter/list/:subcategoryId' }],
  }),
  ...resourceRoutes(auditParameterShape, '/general-audit', {
    modules: [M.GENERAL],
    // The sub-categories list's row link.
    reachedFrom: '/general-audit/sub-category/list/:categoryId',
    list: 'parameter/list/:subcategoryId',
    create: 'sub-category/add-parameters/:subcategoryId',
    edit: 'edit-parameter/:parameterId',
    view: false,
    titles: { list: 'Audit parameters', create: 'New audit parameter', edit: 'Audit parameter' },
    pathFilters: { subcategoryId: 'subCategoryId' },
  }),
  ...resourceRoutes(generalAuditTypeShape, '/general-audit', {
    modules: [M.GENERAL],
    list: 'audit-type-list',
    create: 'add-audit-type',
    edit: 'audit-type/:id',
    view: false,
    titles: { list: 'General audit types', create: 'New audit type', edit: 'Audit type' },
  }),
];
