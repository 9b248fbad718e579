import path from 'node:path';

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
const HASHED = /^assets\//;

/**
 * How long a browser may keep a file of the web app. Hashed assets never change, so they are kept a
 * year without asking again; everything else (index.html, the service worker, the manifest, icons)
 * is asked about on every use, which costs a 304 when nothing changed, so a deploy shows at once.
 */
export function webCacheControl(relativePath: string): string {
  const rel = relativePath.split(path.sep).join('/');
  return HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
