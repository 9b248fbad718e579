import { is } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Resource } from './declarations.ts';
import { personReferences } from './personal-data.ts';
import { allResources, findResource } from './registry.ts';
import { relationsNotProvided } from './relations.ts';
import { viewAudience, type View } from './view.ts';
import { allViewRoutes } from './view-routes.ts';

/*
 * Deny by default inside a centre, checked at start: every resource and view naming a person declares who reads it.
 * Kept apart from the declarations it reads (personal-data.ts, view.ts), which the resource kit itself imports.
 */

/** The names resources give their person references (`studentAdmissionId`, `staffId`, `createdBy`). */
function personReferenceNames(whose: (person: Resource) => boolean = () => true): Set<string> {
  return new Set(
    allResources().flatMap((r) =>
      personReferences(r)
        .filter((ref) => {
          const person = findResource(ref.resource);
          return person !== undefined && whose(person);
        })
        .map((ref) => ref.field),
    ),
  );
}

/**
 * The columns of a view naming a person: a person's own record (a child's admission id), or a column named as the
 * resources name their person references (`studentAdmissionId`, `staffId`). A view has no reference fields to tell,
 * and modules do not declare foreign keys across each other, so the names the resources use are the evidence.
 */
export function viewPersonColumns(view: View): string[] {
  const people = allResources().filter((r) => r.personalData?.person);
  const ownIds = new Set(people.map((r) => r.columns.id));
  const referenceNames = personReferenceNames();
  return Object.entries(view.columns)
    .filter(([name, { column }]) => {
      if (referenceNames.has(name)) return true;
      return is(column, PgColumn) && (ownIds.has(column) || referenceNames.has(column.name));
    })
    .map(([name]) => name);
}

/** The views listing rows that name a person with no audience declared, each with those columns. */
export function viewsWithoutAudience(views: readonly View[]): string[] {
  return [...new Set(views)]
    .filter((view) => !viewAudience(view) && viewPersonColumns(view).length > 0)
    .map((view) => `${view.name} (${viewPersonColumns(view).join(', ')})`);
}

/**
 * Deny by default inside a centre: refuses to start when a registered resource holds a person reference and
 * declares no personal data (its audience), or a registered view lists rows naming a person and declares no
 * audience (`audience` or `audienceOf`): the fence alone would hand every family's rows to every parent of the
 * centre. Run once every module has registered its resources and views.
 */
export function assertPersonalDataDeclared(): void {
  // A column named as a reference to a child's record counts too, declared a field or not (an admission id kept as
  // a number). Columns naming a staff member at work (`createdBy`, `decidedBy`) are left to the grants here.
  const childNames = personReferenceNames((person) => person.personalData?.whose.includes('child') ?? false);
  const named = (res: Resource) => Object.keys(res.columns).filter((c) => childNames.has(c));
  const missing = allResources()
    .filter((res) => !res.personalData && (personReferences(res).length > 0 || named(res).length > 0))
    .map(
      (res) =>
        `${res.name} (${[
          ...personReferences(res).map((r) => `${r.field} → ${r.resource}`),
          ...named(res).filter((c) => !personReferences(res).some((r) => r.field === c)),
        ].join(', ')})`,
    );
  if (missing.length)
    throw new Error(`These resources refer to people but declare no personal data and audience: ${missing.join('; ')}`);
  const open = viewsWithoutAudience(allViewRoutes().map((r) => r.view));
  if (open.length) throw new Error(`These views list rows naming people but declare no audience: ${open.join('; ')}`);
  const unprovided = relationsNotProvided();
  if (unprovided.length) throw new Error(`No module provides these audiences' relations: ${unprovided.join(', ')}`);
}
