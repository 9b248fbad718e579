import { id, stamps } from '@portal/db';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { classes, franchiseeRef } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import type { Level } from '../shared/framework.ts';

/**
 * One child's observation: a competency of the NCF-FS framework, the level by independence (or "not yet observed")
 * and the day it was seen. Several children observed together are several rows sharing the photo, so each child's
 * portfolio, the class's coverage map and a withdrawn consent all read one row per child.
 */
export const observations = pgTable(
  'observations',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer()
      .notNull()
      .references(() => studentAdmissions.id),
    /** The child's class when observed: the class's teachers reach the row through it. */
    classId: integer()
      .notNull()
      .references(() => classes.id),
    competency: text().notNull(),
    /** The competency's curricular goal, kept so the coverage reads group by it without the framework. */
    goal: text().notNull(),
    level: text().$type<Level>().notNull(),
    note: text(),
    fileId: text(),
    observedOn: date().notNull(),
    recordedBy: integer(),
    ...stamps,
  },
  (t) => [
    index('observations_class_day_idx').on(t.franchiseeId, t.classId, t.observedOn),
    index('observations_child_idx').on(t.studentAdmissionId, t.observedOn),
    index('observations_file_idx').on(t.fileId),
  ],
);
