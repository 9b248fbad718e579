import { onHosts, outboundClient, type OutboundClient } from '@portal/kit';

/**
 * The browsers' push services, the only hosts a push endpoint may be on: Chrome, Edge, Opera and Samsung Internet
 * (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari (Apple) and the older Edge (Windows Push
 * Notification Services). `WEB_PUSH_SERVICES` adds others (comma-separated: a host, `*.` and a domain, or an exact
 * origin such as a test's stand-in `http://127.0.0.1:4123`).
 */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export function pushServices(env: NodeJS.ProcessEnv = process.env): string[] {
  const added = (env.WEB_PUSH_SERVICES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...BROWSER_PUSH_SERVICES, ...added];
}

/** Whether an endpoint a browser gave is at one of the push services. */
export function atPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return !url.username && !url.password && onHosts(url, pushServices());
}

/**
 * The client the push job sends with: push endpoints are chosen by users, so it reaches only the push services and
 * never an inward address (a stand-in for tests is handed in with `usePushClient`, in code, never by configuration).
 */
const pushServicesClient = () =>
  outboundClient({ chosenBy: 'user', hosts: pushServices, timeoutMs: 10_000, maxBytes: 64 * 1024 });

let client: OutboundClient = pushServicesClient();

export const pushClient = () => client;

/** Replaces the push job's client (tests: one that trusts their stand-in push service); none puts back the default. */
export function usePushClient(next?: OutboundClient): void {
  client = next ?? pushServicesClient();
}
