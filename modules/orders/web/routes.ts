import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { ORDER_MODULES as M } from '../shared/index.ts';
import {
  curriculumKit2AmountShape,
  kitAllocationShape,
  productShape,
  uniformApparelShape,
  warehousePincodeShape,
} from '../shared/resources.ts';

const history = () => import('./screens/OrderHistoryScreen.tsx');
const mapping = () => import('./screens/KitMappingScreen.tsx');
const report = () => import('./screens/OrderReportScreen.tsx');
const orderList = () => import('./screens/OrderListScreen.tsx');
const upload = () => import('./screens/KitMappingUploadScreen.tsx');
const place = { modules: [M.PLACE_ORDERS], write: true } as const;
const indent = { modules: [M.UNIFORM_INDENT], academicYear: true, franchiseeSelection: true } as const;

/** Kits, uniforms and orders under the spec's paths: catalogue masters on the generic screens, workflows hand-made. */
export const orderRoutes: PortalRoute[] = [
  {
    path: '/place-order',
    title: 'Place order',
    screen: () => import('./screens/PlaceOrderScreen.tsx'),
    guard: { modules: [M.PLACE_ORDERS], write: true },
  },
  {
    path: '/place-order/wow-kit-dashboard',
    title: 'Wow kit dashboard',
    screen: () => import('./screens/WowKitDashboardScreen.tsx'),
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/place-order/wow-kit/list',
    title: 'Wow kit orders',
    screen: () => import('./screens/WowKitOrdersScreen.tsx'),
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/place-order/wow-kit-bom-configure',
    title: 'Wow kit BOM configuration',
    screen: () => import('./screens/WowKitBomScreen.tsx'),
    guard: { modules: [M.KIT_MAPPING] },
  },
  {
    path: '/place-order/wow-kit-ordering',
    title: 'Wow kit ordering',
    screen: () => import('./screens/WowKitOrderingScreen.tsx'),
    guard: { ...place, franchiseeSelection: true },
  },
  {
    path: '/place-order/wow-kit/summary/:franchiseeID',
    title: 'Wow kit order summary',
    screen: () => import('./screens/WowKitSummaryScreen.tsx'),
    guard: place,
  },
  {
    path: '/place-order/wow-kit/confirm',
    title: 'Confirm wow kit order',
    screen: () => import('./screens/WowKitConfirmScreen.tsx'),
    guard: place,
  },
  {
    path: '/place-order/wow-kit-ordering/order-summary/:franchiseeId/:initiatedOrderID',
    title: 'Wow kit order',
    screen: () => import('./screens/WowKitOrderSummaryScreen.tsx'),
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/place-order/re-order-kit/list',
    title: 'Re-order kits',
    screen: orderList,
    props: { view: 'reorder' },
    guard: place,
  },
  {
    path: '/damage/re-order/:orderID',
    title: 'Damaged or missing items',
    screen: () => import('./screens/DamageReOrderScreen.tsx'),
    guard: place,
  },
  {
    path: '/order-history/kit/Invoice',
    title: 'Kit invoices',
    screen: orderList,
    props: { view: 'invoices' },
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/check/stock',
    title: 'Stock',
    screen: () => import('./screens/StockScreen.tsx'),
    guard: { modules: [M.STOCK] },
  },
  {
    path: '/home/pincode-service',
    title: 'PIN code service',
    screen: () => import('./screens/PincodeServiceScreen.tsx'),
    guard: { modules: [M.PINCODE] },
  },
  {
    path: '/kit-mapping/upload-mapping/:kitType',
    title: 'Upload kit mapping',
    screen: upload,
    guard: { modules: [M.KIT_MAPPING], write: true },
  },
  {
    path: '/kit-mapping/upload-mapping/:kitType/:kitMapId',
    title: 'Upload kit products',
    screen: upload,
    guard: { modules: [M.KIT_MAPPING], write: true },
  },
  {
    path: '/retailer-margin/product/approved-product/:current',
    title: 'Retailer margin approval',
    screen: () => import('./screens/ApprovedProductScreen.tsx'),
    guard: { modules: [M.PRODUCT] },
  },
  {
    path: '/indent/uniform-indent',
    title: 'Uniform indent',
    screen: () => import('./screens/UniformIndentScreen.tsx'),
    guard: { ...indent, write: true },
  },
  {
    path: '/indent/bulk-uniform-indent',
    title: 'Bulk uniform indent',
    screen: () => import('./screens/BulkUniformIndentScreen.tsx'),
    guard: { ...indent, write: true },
  },
  {
    path: '/indent/all-uniform-indents',
    title: 'All uniform indents',
    screen: orderList,
    props: { view: 'uniform' },
    guard: { modules: [M.UNIFORM_INDENT] },
  },
  {
    path: '/sop/enquiry-uniform-indent',
    title: 'Uniform indent enquiry',
    screen: () => import('./screens/UniformIndentEnquiryScreen.tsx'),
    guard: indent,
  },
  { path: '/order-history', title: 'Order history', screen: history, guard: { modules: [M.ORDER_HISTORY] } },
  {
    path: '/order-history/kit/:kitType',
    title: 'Order history',
    screen: history,
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/order-history/kit/details/:kitType/:orderID/:franchiseeID?',
    title: 'Order details',
    screen: () => import('./screens/OrderDetailsScreen.tsx'),
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/order-history/kit/order-track/:kitType/:orderID/:ShippingReferenceNo?',
    title: 'Order tracking',
    screen: () => import('./screens/OrderTrackScreen.tsx'),
    guard: { modules: [M.ORDER_HISTORY] },
  },
  {
    path: '/delivery/challan',
    title: 'Delivery challan',
    screen: history,
    props: { view: 'challan' },
    guard: { modules: ['deliveryChallan'] },
  },
  {
    path: '/kit-mapping/create/:kitType',
    title: 'New kit mapping',
    screen: mapping,
    props: { mode: 'create' },
    guard: { modules: [M.KIT_MAPPING], write: true },
  },
  { path: '/kit-mapping/:kitType', title: 'Kit mapping', screen: mapping, guard: { modules: [M.KIT_MAPPING] } },
  {
    path: '/report/order-tats-report',
    title: 'Order TAT report',
    screen: report,
    props: { report: 'tat', title: 'Order TAT report' },
    guard: { modules: [M.REPORTS] },
  },
  {
    path: '/report/gst-summary',
    title: 'GST summary',
    screen: () => import('./screens/GstSummaryScreen.tsx'),
    guard: { modules: [M.REPORTS] },
  },
  {
    path: '/indent/family-sale',
    title: 'Sell to a family',
    screen: () => import('./screens/FamilySaleScreen.tsx'),
    guard: { modules: [M.UNIFORM_INDENT], write: true },
  },
  {
    path: '/report/order-purchase-report',
    title: 'Order purchase report',
    screen: report,
    props: { report: 'purchase', title: 'Order purchase report' },
    guard: { modules: [M.REPORTS] },
  },
  {
    path: '/ledger/franchisee-order',
    title: 'Franchisee order ledger',
    screen: report,
    props: { report: 'ledger', title: 'Franchisee order ledger' },
    guard: { modules: [M.LEDGER] },
  },
  {
    path: '/indent/order-gap',
    title: 'Uniform order gap',
    screen: report,
    props: { report: 'gap', title: 'Uniform order gap' },
    guard: { modules: [M.UNIFORM_INDENT], academicYear: true },
  },
  // Products come in by upload (the spec's upload-product); each is then changed on update-product.
  ...resourceRoutes(productShape, '/retailer-margin', {
    modules: [M.PRODUCT],
    list: 'product/list-of-product-retail-margin',
    create: false,
    edit: 'update-product/:productID',
    view: false,
    import: 'upload-product',
    screens: { import: () => import('./screens/ProductUploadScreen.tsx') },
    titles: { list: 'Products and retailer margins', import: 'Upload products' },
  }),
  ...resourceRoutes(curriculumKit2AmountShape, '/curriculumKit2', {
    modules: [M.CURRICULUM_KIT_2],
    list: 'amount-configuration-list',
    create: 'create-edit-amount-configuration',
    edit: 'edit-amount-configuration/:id/edit',
    view: false,
  }),
  ...resourceRoutes(uniformApparelShape, '/uniform', {
    modules: [M.UNIFORM_MAPPING],
    list: 'listUniformKitMapping',
    create: false,
    edit: 'editUnifromProductApparel/:productApparelID',
    view: false,
  }),
  ...resourceRoutes(warehousePincodeShape, '/upload', {
    modules: [M.WAREHOUSE],
    list: 'warehouse-mapping',
    create: false,
    edit: false,
    view: false,
    import: 'warehouse-mapping/upload',
  }),
  ...resourceRoutes(kitAllocationShape, '/kit-allocation', {
    modules: [M.KIT_ALLOCATION],
    list: ':kitType',
    create: false,
    edit: false,
    view: false,
    import: 'upload-allocated-kit/:kitType',
    screens: { list: () => import('./screens/KitAllocationScreen.tsx') },
    titles: { list: 'Kit allocation' },
    pathFilters: { kitType: 'kitType' },
    guard: { franchiseeSelection: true },
  }),
];
