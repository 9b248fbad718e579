import type { QueryKey } from '@tanstack/react-query';

/** This browser's push state, as the settings screen shows it. */
export type BrowserPush = 'unsupported' | 'blocked' | 'on' | 'off';

export const supportsPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, when one is active (the built portal registers it at start). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supportsPush()) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** Where `browserPushState` is kept: this browser's answer, asked again after the person changes it. */
export const browserPushKey = (): QueryKey => ['notifications', 'browser'];

export async function browserPushState(): Promise<BrowserPush> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** The browser's own push service refused or could not be reached: the person gets words, not its error. */
export class PushSetupFailed extends Error {}

/** Asks the person, then subscribes this browser with the server's key; null when they said no. */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | null> {
  const reg = await registration();
  if (!reg || (await Notification.requestPermission()) !== 'granted') return null;
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const subscription = await reg.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: key })
    .catch((cause: unknown) => {
      throw new PushSetupFailed('The browser could not subscribe', { cause });
    });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Unsubscribes this browser; answers the address the server knew it by. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
