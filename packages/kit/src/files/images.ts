import type Sharp from 'sharp';
import { badRequest } from '../errors.ts';

let loading: Promise<typeof Sharp> | undefined;
/**
 * sharp (libvips, about 30 MB resident) loads with the first image. Each image is read once: libvips' operation
 * cache would only hold memory. One libvips thread per image: each extra thread keeps its own decode buffers
 * (and glibc arena) alive.
 */
export const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

export const UNREADABLE_IMAGE = 'This image could not be read: save it again as a JPEG, PNG or WebP photo';

/**
 * The image without its metadata: a phone photo's EXIF carries where it was taken (GPS) and the camera's serial,
 * and children's photos must not. The pixels are turned upright by the EXIF orientation first, so the photo
 * shows as taken once the tag is gone; the colour profile is kept. JPEG and WebP are encoded again at a
 * quality no one tells from the original; PNG stays lossless.
 */
export async function withoutMetadata(image: Buffer, type: string): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const upright = sharp(image).rotate().keepIccProfile();
    if (type === 'image/png') return await upright.png().toBuffer();
    if (type === 'image/webp') return await upright.webp({ quality: 90 }).toBuffer();
    return await upright.jpeg({ quality: 90, mozjpeg: false }).toBuffer();
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
}

/** The widths a stored photo is also kept at: a thumbnail and a phone's width. */
export const IMAGE_WIDTHS = [160, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width asked for (`?w=`), if it is one a photo is kept at. */
export const imageWidthOf = (asked: string | undefined): ImageWidth | undefined =>
  IMAGE_WIDTHS.find((w) => String(w) === asked);

/**
 * How a photo's answer may be cached: a stored file's bytes never change under its id, so the browser of whoever
 * passed the access check keeps it for good (private: never a shared cache).
 */
export const PHOTO_CACHING = 'private, max-age=31536000, immutable';

/** Where a photo's copy at a width is kept, beside the photo. */
export const variantId = (id: string, width: ImageWidth) => `${id}-w${width}`;

/**
 * The photo at a width, as WebP: never wider than the photo itself, upright, and without any metadata (sharp keeps
 * none unless asked). A care photo at a phone's width is a few tens of kB instead of a full-size PNG.
 */
export async function imageAtWidth(image: Buffer, width: ImageWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(image).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  } catch {
    throw badRequest(UNREADABLE_IMAGE);
  }
}
