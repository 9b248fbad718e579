import { isRecord, type EndpointAnswer } from '@portal/core';
import { api, errorMessage, notify } from '@portal/ui';
import type * as C from '../shared/contracts.ts';

/** An order as the order-history list answers it. */
export type KitOrder = C.OrderListRow;
/** One order with its lines, status history and evidence (GET /api/order-history/:id). */
export type OrderDetails = EndpointAnswer<typeof C.orderDetails>;
/** A wow kit a centre can order (ACTIVE bundle) with its price per kit before GST. */
export type WowKit = EndpointAnswer<typeof C.wowKitCatalogue>['rows'][number];
/** The priced summary of a wow-kit cart. */
export type WowQuote = EndpointAnswer<typeof C.wowKitSummary>;
/** A child of the centre with their live uniform indent, if any. */
export type IndentChild = EndpointAnswer<typeof C.indentChildren>['rows'][number];

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

const isWowCartItem = (value: unknown): value is WowCartItem =>
  isRecord(value) &&
  typeof value.bomId === 'number' &&
  typeof value.name === 'string' &&
  typeof value.quantity === 'number';

/** The cart as writeWowCart stored it (another tab's older version, or a hand edit, reads as no cart). */
const isWowCart = (value: unknown): value is WowCart =>
  isRecord(value) &&
  typeof value.franchiseeId === 'number' &&
  Array.isArray(value.items) &&
  value.items.every(isWowCartItem);

export function readWowCart(): WowCart | null {
  try {
    const raw = localStorage.getItem(WOW_CART_KEY);
    const cart: unknown = raw ? JSON.parse(raw) : null;
    return isWowCart(cart) ? cart : null;
  } catch {
    return null;
  }
}

export function writeWowCart(cart: WowCart | null): void {
  if (!cart || cart.items.length === 0) localStorage.removeItem(WOW_CART_KEY);
  else localStorage.setItem(WOW_CART_KEY, JSON.stringify(cart));
}

/** Uniform sizes offered on the indent screens (the API takes any size up to 20 characters). */
export const UNIFORM_SIZES = ['16', '18', '20', '22', '24', '26', '28', '30', '32'];
