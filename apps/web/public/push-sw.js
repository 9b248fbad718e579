/*
 * Web Push in the service worker (imported by the generated worker, see vite.config.ts): shows what the portal
 * sent ({ title, body, url, kind }) and, on a tap, focuses a portal tab on that screen or opens one.
 */
/** The pushed JSON; a push that is not JSON shows as its text. */
function readMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = message.title || 'IntelliTots';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: message.kind || undefined,
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === target.origin);
      if (tab) {
        await tab.focus();
        if (tab.url !== target.href && 'navigate' in tab) await tab.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
