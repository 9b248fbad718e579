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
