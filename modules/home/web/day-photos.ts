/** How wide a photo of the day is drawn on the parent's home, in CSS pixels. */
export const DAY_PHOTO_PX = 96;

/** The photos of the day the parent's home shows: the first three. */
export function shownPhotos<P>(photos: readonly P[]): P[] {
  return photos.slice(0, 3);
}
