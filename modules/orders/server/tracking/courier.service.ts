import { outboundClient, type OutboundClient, type RequestContext } from '@portal/kit';
import { orderEvents } from '../orders/events.service.ts';
import { loadOrder } from '../orders/load.service.ts';

export interface TrackingEvent {
  status: string;
  at: string;
  location: string | null;
  note: string | null;
}

export interface Tracking {
  orderNo: string;
  status: string;
  courier: string | null;
  shippingReferenceNo: string | null;
  /** The courier's own tracking page, when a tracking base is configured. */
  trackingUrl: string | null;
  source: 'manual' | 'courier';
  events: TrackingEvent[];
}

/** A courier adapter turns a shipping reference into tracking events. */
export interface CourierAdapter {
  name: 'manual' | 'courier';
  track(ctx: RequestContext, order: { id: number; shippingReferenceNo: string | null }): Promise<TrackingEvent[]>;
}

/** The default: the order's own status history, as head office recorded it. */
export const manualAdapter: CourierAdapter = {
  name: 'manual',
  async track(ctx, order) {
    return (await orderEvents(ctx, order.id)).map((e) => ({
      status: e.toStatus,
      at: e.at.toISOString(),
      location: e.location,
      note: e.note,
    }));
  },
};

/**
 * A courier's tracking API at COURIER_TRACKING_URL: GET {base}{reference} answering
 * { events: [{ status, at, location?, note? }] }. A courier that cannot be reached
 * falls back to the status history, so tracking never shows an error page.
 */
export function httpAdapter(
  base: string,
  client: OutboundClient = outboundClient({ chosenBy: 'operator', timeoutMs: 5000, maxBytes: 256 * 1024 }),
): CourierAdapter {
  return {
    name: 'courier',
    async track(ctx, order) {
      if (!order.shippingReferenceNo) return manualAdapter.track(ctx, order);
      try {
        const res = await client.request(`${base}${encodeURIComponent(order.shippingReferenceNo)}`, {
          headers: { accept: 'application/json' },
        });
        if (res.status >= 300) throw new Error(`courier answered ${res.status}`);
        const body =
          res.json<{
            events?: { status?: unknown; at?: unknown; location?: unknown; note?: unknown }[];
          }>() ?? {};
        return (body.events ?? []).map((e) => ({
          status: String(e.status ?? ''),
          at: String(e.at ?? ''),
          location: e.location ? String(e.location) : null,
          note: e.note ? String(e.note) : null,
        }));
      } catch {
        return manualAdapter.track(ctx, order);
      }
    },
  };
}

export function courierFromEnv(env: NodeJS.ProcessEnv = process.env): { adapter: CourierAdapter; base: string | null } {
  const base = env.COURIER_TRACKING_URL?.trim() || null;
  return { adapter: base ? httpAdapter(base) : manualAdapter, base };
}

/** order-track: where the parcel is. */
export async function trackOrder(ctx: RequestContext, id: number, courier = courierFromEnv()): Promise<Tracking> {
  const order = await loadOrder(ctx, id);
  return {
    orderNo: order.orderNo,
    status: order.status,
    courier: order.courier,
    shippingReferenceNo: order.shippingReferenceNo,
    trackingUrl:
      courier.base && order.shippingReferenceNo
        ? `${courier.base}${encodeURIComponent(order.shippingReferenceNo)}`
        : null,
    source: courier.adapter.name,
    events: await courier.adapter.track(ctx, order),
  };
}
