import { readFileSync } from 'node:fs';
import path from 'node:path';

/** pgBackRest from Debian (`npm test` installs it) and the project's configuration for it. */
export const PGBACKREST = '/usr/bin/pgbackrest';
const TEMPLATE = path.resolve(import.meta.dirname, '../../../../deploy/backup/pgbackrest.conf');

/** deploy/backup/pgbackrest.conf with its ${NAME} placeholders filled. */
export function renderBackrestConfig(values: Record<string, string>): string {
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'CONFIG') return whole; // the comments' example commands
    if (values[name] === undefined) throw new Error(`pgbackrest.conf: no value for \${${name}}`);
    return values[name];
  });
}
