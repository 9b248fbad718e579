import { clearStoredSession, readText } from '@portal/ui';

/** Spec section 7: every cookie is cleared at start (the session lives in local storage only). */
export function clearAllCookies(): void {
  const paths = ['/', window.location.pathname];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
}

/** Spec section 4: without a stored access list nothing stored can be trusted. */
export function dropSessionWithoutAccess(): void {
  if (readText('access') === null) clearStoredSession();
}

/** The portal refuses to run inside a frame (clickjacking). */
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}
