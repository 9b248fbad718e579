import path from 'node:path';
import { inject } from 'vitest';
import { isOfToday, seedOfOneDay } from './seed-day.ts';
import { removeSeededCopy } from '@portal/db/pglite-put-back';
import { dropDatabase, seededPgliteCopy, seededTemplate } from './template-db.ts';

let todays: Promise<string> | null = null;

/**
 * The run's seeded template (template-db.ts), or, once the day in India has turned since it was seeded (seed-day.ts),
 * one this worker seeds of today, once, where the pass removes it at its end: on PostgreSQL a database named after the
 * run's (`<template>_r<pid>`), on PGlite a dump beside the run's (a worker's process is ended, not left to exit, so
 * it cannot remove its own).
 */
export async function templateOfToday(base: string | undefined): Promise<string | undefined> {
  const template = base ? inject('templateDatabase') : inject('pgliteTemplate');
  if (!template || isOfToday(inject('templateDay'))) return template;
  todays ??= base
    ? todaysPostgres(base, `${template}_r${process.pid}`)
    : todaysPglite((day) => path.join(path.dirname(template), `worker-${process.pid}-${day}.tar`));
  return todays;
}

async function todaysPostgres(base: string, name: string): Promise<string> {
  const { seeded } = await seedOfOneDay(
    (day) => seededTemplate(base, day, name),
    () => dropDatabase(base, name),
  );
  return seeded;
}

async function todaysPglite(fileOf: (day: string) => string): Promise<string> {
  const { seeded } = await seedOfOneDay(
    (day) => seededPgliteCopy(fileOf(day)),
    async (file) => removeSeededCopy(file),
  );
  return seeded;
}
