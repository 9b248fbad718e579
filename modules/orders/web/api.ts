import { api, errorMessage, notify } from '@portal/ui';

/** An order as the order-history API returns it. */
export interface KitOrder {
  id: number;
  franchiseeId: number;
  companyName?: string;
  orderNo: string;
  kitType: string;
  status: string;
  approvalStatus: string | null;
  paymentStatus: string;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  invoiceNo: string | null;
  challanNo: string | null;
  courier: string | null;
  shippingReferenceNo: string | null;
  createdAt: string;
}

export interface OrderLine {
  id: number;
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
  totalPaise: number;
}

export interface OrderEvent {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  location: string | null;
  at: string;
}

export interface OrderDetails extends KitOrder {
  warehouse: string | null;
  lines: OrderLine[];
  events: OrderEvent[];
}

/** Runs an action and reports its outcome the same way on every screen. */
export async function act<T>(label: string, run: () => Promise<T>): Promise<T | null> {
  try {
    const out = await run();
    notify({ color: 'green', message: label });
    return out;
  } catch (err) {
    notify({ color: 'red', title: 'Error', message: errorMessage(err) });
    return null;
  }
}

export { api };

/** A wow kit a centre can order (ACTIVE bundle) with its price per kit before GST. */
export interface WowKit {
  id: number;
  name: string;
  description: string | null;
  pricePaise: number;
  items: { name: string; quantity: number; pricePaise: number; gstRateBp: number }[];
}

export interface WowCartItem {
  bomId: number;
  name: string;
  quantity: number;
}

/** The wow-kit cart the ordering screens share (spec: local storage key wowKitOrderItems), one centre at a time. */
export interface WowCart {
  franchiseeId: number;
  items: WowCartItem[];
}

const WOW_CART_KEY = 'wowKitOrderItems';

export function readWowCart(): WowCart | null {
  try {
    const raw = localStorage.getItem(WOW_CART_KEY);
    const cart = raw ? (JSON.parse(raw) as WowCart) : null;
    return cart && Array.isArray(cart.items) && typeof cart.franchiseeId === 'number' ? cart : null;
  } catch {
    return null;
  }
}

export function writeWowCart(cart: WowCart | null): void {
  if (!cart || cart.items.length === 0) localStorage.removeItem(WOW_CART_KEY);
  else localStorage.setItem(WOW_CART_KEY, JSON.stringify(cart));
}

/** The priced summary of a wow-kit cart (POST /api/place-order/wow-kit/summary). */
export interface WowQuote {
  franchiseeId: number;
  companyName: string;
  deliveryPincode: string;
  warehouse: string;
  deliveryDays: number;
  lines: {
    productId: number;
    description: string;
    hsnCode: string;
    quantity: number;
    unitPricePaise: number;
    gstRateBp: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  }[];
  totals: { subtotalPaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
}

/** A child of the centre with their live uniform indent, if any (GET /api/indent/children). */
export interface IndentChild {
  studentAdmissionId: number;
  studentName: string;
  className: string;
  gender: string;
  indent: { orderId: number; orderNo: string; status: string; size: string | null; placedAt: string } | null;
}

/** Uniform sizes offered on the indent screens (the API takes any size up to 20 characters). */
export const UNIFORM_SIZES = ['16', '18', '20', '22', '24', '26', '28', '30', '32'];
