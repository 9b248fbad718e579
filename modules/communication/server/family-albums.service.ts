import { and, between, eq, or, sql, type SQL } from 'drizzle-orm';
import { readOnce, type RequestContext } from '@portal/kit';
import { yearsOfChild, type YearOfChild } from '@portal/mod-students/server';
import { linkedAdmission } from './feed.service.ts';
import { photoAlbums } from './schema.ts';

/**
 * A family's albums are their child's class's in the year the child was in it. Classes are the network's (Nursery,
 * LKG) and outlive a year: the same class's albums of another year show children the family never shared a class
 * with, and a promoted child's albums of last year are of its old class. So what a family sees is counted per year of
 * the child at its centre (`yearsOfChild`): its class then, and the albums dated within that year.
 */
export function familyYears(ctx: RequestContext): Promise<YearOfChild[]> {
  // Asked by each check of a read (the album, then its photos' consents): once per request.
  return readOnce(ctx, 'communication:family-years', async () => {
    const child = await linkedAdmission(ctx);
    return child ? yearsOfChild(ctx, child.id) : [];
  });
}

/** The albums of a child's years: each year's class's, dated within it. */
export function albumsOfYears(years: readonly YearOfChild[]): SQL {
  if (years.length === 0) return sql`false`;
  const ofYear = (y: YearOfChild) =>
    and(
      eq(photoAlbums.franchiseeId, y.franchiseeId),
      eq(photoAlbums.classId, y.classId),
      between(photoAlbums.eventDate, y.yearFrom, y.yearTo),
    );
  return or(...years.map(ofYear))!;
}

type AlbumPlace = Pick<typeof photoAlbums.$inferSelect, 'franchiseeId' | 'classId' | 'eventDate'>;

/** Whether an album is of one of a child's years (`albumsOfYears` for one album read already). */
export const albumInYears = (album: AlbumPlace, years: readonly YearOfChild[]): boolean =>
  years.some(
    (y) =>
      y.franchiseeId === album.franchiseeId &&
      y.classId === album.classId &&
      y.yearFrom <= album.eventDate &&
      album.eventDate <= y.yearTo,
  );
