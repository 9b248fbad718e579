import { defineConfig } from 'drizzle-kit';

// Every module owns its tables in <module>/server/schema.ts; the platform's live in packages/kit.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./packages/kit/src/**/schema.ts', './modules/*/server/schema.ts'],
  out: './packages/db/migrations',
  casing: 'snake_case',
});
