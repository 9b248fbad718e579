/**
 * Access set-up of kits, uniforms and orders: end points, grants per role and menu
 * entries. access.ts merges these.
 *
 * Approvals: a kit mapping's first level (CH1) reuses FINANCE_ADMIN, who prices and
 * checks kits, and its final level is granted to no role, so only a super admin can
 * give it (and never the same person as CH1). Wow kits: MARKETING_HEAD is C1 and the
 * zonal (ZSM) approver of wow-kit orders, FINANCE_ADMIN is C2 and the final order
 * approver, the third BOM level is super admin only. DELIVERY_CHALLAN (level_5)
 * confirms, ships with challans and marks deliveries.
 */
import type { MenuSeed } from './access.ts';

type Grant = [module: string, method: string];

export const ORDERS_MODULES = [
  'ProductRetailerMargin', 'retailerMarginApproval', 'warehouseMapping', 'kitProductMapping', 'kitMappingCh1Approval', 'kitMappingFinalApproval',
  'kitAllocation', 'stockCheck', 'ProductUniformKitMapping', 'curriculumkit2configurationamount', 'StudentUniformIndent', 'ReportDetails', 'deliveryChallan',
  'WOWKIT_C1_APPROVED', 'WOWKIT_C2_APPROVED', 'WOWKIT_C3_APPROVED', 'WOWKIT_ZSM_APPROVED', 'WOWKIT_APPROVED',
];

export const ORDERS_GRANTS: Record<string, Grant[]> = {
  FRANCHISEE_USER_1: [['kitAllocation', 'any'], ['StudentUniformIndent', 'any'], ['stockCheck', 'GET'], ['kitProductMapping', 'GET'], ['ReportDetails', 'GET']],
  COCO_USER_1: [['PlaceOrders', 'any'], ['orderHistory', 'GET'], ['kitAllocation', 'any'], ['StudentUniformIndent', 'any'], ['kitProductMapping', 'GET']],
  FINANCE_ADMIN: [['ProductRetailerMargin', 'any'], ['retailerMarginApproval', 'any'], ['kitProductMapping', 'any'], ['kitMappingCh1Approval', 'any'], ['curriculumkit2configurationamount', 'any'],
    ['orderHistory', 'any'], ['stockCheck', 'GET'], ['ReportDetails', 'GET'], ['WOWKIT_C2_APPROVED', 'any'], ['WOWKIT_APPROVED', 'any'], ['warehouseMapping', 'GET'],
    // Read-only on masters, as elsewhere: the kit-mapping list filters by class.
    ['class', 'GET']],
  MARKETING_HEAD: [['kitProductMapping', 'GET'], ['WOWKIT_C1_APPROVED', 'any'], ['WOWKIT_ZSM_APPROVED', 'any'], ['orderHistory', 'GET'], ['ReportDetails', 'GET']],
  DELIVERY_CHALLAN: [['deliveryChallan', 'any'], ['stockCheck', 'any'], ['warehouseMapping', 'any'], ['kitProductMapping', 'GET'], ['ReportDetails', 'GET'], ['PincodeCheck', 'GET']],
};

const CENTRE = ['FRANCHISEE_USER_1', 'COCO_USER_1'];
const G = 'Orders';

export const ORDERS_MENU: MenuSeed[] = [
  { name: 'place-order', label: 'Place order', path: '/place-order', groupLabel: G, modules: ['PlaceOrders'], roles: CENTRE },
  { name: 'wow-kit-ordering', label: 'Wow kit ordering', path: '/place-order/wow-kit-ordering', groupLabel: G, modules: ['PlaceOrders'], roles: CENTRE },
  { name: 'wow-kit-dashboard', label: 'Wow kit dashboard', path: '/place-order/wow-kit-dashboard', groupLabel: G, modules: ['orderHistory'], roles: [...CENTRE, 'FINANCE_ADMIN', 'MARKETING_HEAD'] },
  { name: 'wow-kit-orders', label: 'Wow kit orders', path: '/place-order/wow-kit/list', groupLabel: G, modules: ['orderHistory'], roles: [...CENTRE, 'FINANCE_ADMIN', 'MARKETING_HEAD'] },
  { name: 'wow-kit-bom', label: 'Wow kit BOM configuration', path: '/place-order/wow-kit-bom-configure', groupLabel: G, modules: ['kitProductMapping'], roles: ['FINANCE_ADMIN', 'MARKETING_HEAD'], readOnlyFor: ['MARKETING_HEAD'] },
  { name: 're-order-kit', label: 'Re-order kits', path: '/place-order/re-order-kit/list', groupLabel: G, modules: ['PlaceOrders'], roles: CENTRE },
  { name: 'kit-invoices', label: 'Kit invoices', path: '/order-history/kit/Invoice', groupLabel: G, modules: ['orderHistory'], roles: [...CENTRE, 'FINANCE_ADMIN'] },
  { name: 'order-history', label: 'Order history', path: '/order-history', groupLabel: G, modules: ['orderHistory'], roles: [...CENTRE, 'FINANCE_ADMIN', 'MARKETING_HEAD', 'DELIVERY_CHALLAN'] },
  { name: 'delivery-challan', label: 'Delivery challan', path: '/delivery/challan', groupLabel: G, modules: ['deliveryChallan'], roles: ['DELIVERY_CHALLAN'] },
  { name: 'kit-mapping', label: 'Kit mapping', path: '/kit-mapping/curriculum-kit-1', groupLabel: G, modules: ['kitProductMapping'], roles: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'DELIVERY_CHALLAN'], readOnlyFor: ['MARKETING_HEAD', 'DELIVERY_CHALLAN'] },
  { name: 'kit-allocation', label: 'Kit allocation', path: '/kit-allocation/curriculum-kit-1', groupLabel: G, modules: ['kitAllocation'], roles: CENTRE },
  { name: 'retailer-margin', label: 'Products and margins', path: '/retailer-margin/product/list-of-product-retail-margin', groupLabel: G, modules: ['ProductRetailerMargin'], roles: ['FINANCE_ADMIN'] },
  { name: 'margin-approval', label: 'Retailer margin approval', path: '/retailer-margin/product/approved-product/1', groupLabel: G, modules: ['ProductRetailerMargin'], roles: ['FINANCE_ADMIN'] },
  { name: 'uniform-mapping', label: 'Uniform mapping', path: '/uniform/listUniformKitMapping', groupLabel: G, modules: ['ProductUniformKitMapping'], roles: [] },
  { name: 'curriculum-kit-2', label: 'Curriculum kit 2 amounts', path: '/curriculumKit2/amount-configuration-list', groupLabel: G, modules: ['curriculumkit2configurationamount'], roles: ['FINANCE_ADMIN'] },
  { name: 'stock', label: 'Stock', path: '/check/stock', groupLabel: G, modules: ['stockCheck'], roles: ['FINANCE_ADMIN', 'DELIVERY_CHALLAN', 'FRANCHISEE_USER_1'], readOnlyFor: ['FINANCE_ADMIN', 'FRANCHISEE_USER_1'] },
  { name: 'warehouse-mapping', label: 'Warehouse mapping', path: '/upload/warehouse-mapping', groupLabel: G, modules: ['warehouseMapping'], roles: ['DELIVERY_CHALLAN'] },
  { name: 'pincode-service', label: 'PIN code service', path: '/home/pincode-service', groupLabel: G, modules: ['PincodeCheck'], roles: [...CENTRE, 'DELIVERY_CHALLAN'] },
  { name: 'uniform-indent', label: 'Uniform indent', path: '/indent/uniform-indent', groupLabel: 'Academics', modules: ['StudentUniformIndent'], roles: CENTRE },
  { name: 'bulk-uniform-indent', label: 'Bulk uniform indent', path: '/indent/bulk-uniform-indent', groupLabel: 'Academics', modules: ['StudentUniformIndent'], roles: CENTRE },
  { name: 'all-uniform-indents', label: 'All uniform indents', path: '/indent/all-uniform-indents', groupLabel: 'Academics', modules: ['StudentUniformIndent'], roles: CENTRE },
  { name: 'uniform-indent-enquiry', label: 'Uniform indent enquiry', path: '/sop/enquiry-uniform-indent', groupLabel: 'Academics', modules: ['StudentUniformIndent'], roles: CENTRE },
  { name: 'uniform-order-gap', label: 'Uniform order gap', path: '/indent/order-gap', groupLabel: 'Academics', modules: ['StudentUniformIndent'], roles: CENTRE },
  { name: 'order-tats-report', label: 'Order TAT report', path: '/report/order-tats-report', groupLabel: 'Reports', modules: ['ReportDetails'], roles: ['FINANCE_ADMIN', 'MARKETING_HEAD', 'DELIVERY_CHALLAN', 'FRANCHISEE_USER_1'] },
  { name: 'order-purchase-report', label: 'Order purchase report', path: '/report/order-purchase-report', groupLabel: 'Reports', modules: ['ReportDetails'], roles: ['FINANCE_ADMIN', 'DELIVERY_CHALLAN'] },
  { name: 'franchisee-order-ledger', label: 'Franchisee order ledger', path: '/ledger/franchisee-order', groupLabel: 'Finance', modules: ['ledger'], roles: [...CENTRE, 'FINANCE_ADMIN', 'FINANCE_DEPT'] },
];
