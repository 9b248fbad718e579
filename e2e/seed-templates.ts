// `node --import tsx e2e/seed-templates.ts <file>`: migrates and seeds the flows' copies of the demo network (on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) and writes where they are to <file>, for a flow pass that
// starts later (E2E_TEMPLATES_FILE, e2e/global-setup.ts), which then owns them and removes them at its end.
// `npm test` runs it beside the PostgreSQL pass, which leaves part of a core idle (scripts/test.mjs).
import { writeFileSync } from 'node:fs';
import { seedTemplates } from './portal.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: node --import tsx e2e/seed-templates.ts <file>');
  process.exit(2);
}
writeFileSync(file, JSON.stringify(await seedTemplates(process.env.TEST_DATABASE_URL)));
// The seeding portals have stopped; nothing of theirs is left to wait for.
process.exit(0);
