import { apiFetch } from './client.ts';

/**
 * The stored width to ask for a photo drawn `shown` CSS pixels wide on this screen: the thumbnail (160) or the
 * phone width (640). Either is WebP and kept by the browser for good, so a photo seen once is never downloaded again.
 */
export function photoWidth(shown: number): 160 | 640 {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return shown * ratio <= 200 ? 160 : 640;
}

/** A stored file's address: a photo (`shown`, its drawn width) at its stored width, any other file whole. */
export function fileAddress(fileId: string, shown?: number): string {
  return `/api/files/${fileId}${shown ? `?w=${photoWidth(shown)}` : ''}`;
}

/** Photos whose download started before the screen that draws them, by address; each is taken once. */
const ahead = new Map<string, Promise<Blob>>();

/**
 * Starts a photo's download before its screen is drawn (the photos a home's answer names, while the home is drawn):
 * the screen's `useFileUrl` takes it instead of asking once drawn. A photo nobody takes within a minute is
 * forgotten here; the browser keeps it.
 */
export function preloadPhoto(fileId: string, shown: number): void {
  const address = fileAddress(fileId, shown);
  if (ahead.has(address)) return;
  const photo = apiFetch(address, { quiet: true }).then((res) => res.blob());
  photo.catch(() => undefined);
  ahead.set(address, photo);
  setTimeout(() => ahead.delete(address), 60_000);
}

/** The download `preloadPhoto` started for this address, once. */
export function takePhotoAhead(address: string): Promise<Blob> | undefined {
  const photo = ahead.get(address);
  ahead.delete(address);
  return photo;
}
