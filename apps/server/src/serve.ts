import { sql } from 'drizzle-orm';
import { migrate, type DbHandle } from '@portal/db';
import { definedJobs, fileSender, onAnnouncedChange, smtpSender, startOutboxDelivery, startWorker } from '@portal/kit';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { serverModules } from './modules.ts';
import { seedIfEmpty } from './seed/index.ts';
import { watchStart } from './start-watch.ts';

/**
 * The server on its opened database: migrate, seed, listen, and run the jobs and the outbox (main.ts starts it).
 * Answers the stop: the jobs, the outbox, the server and the database closed, in that order.
 */
export async function serve(db: DbHandle, refuse: (err: unknown) => never): Promise<() => Promise<void>> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    refuse(err);
  }
  const start = watchStart(db, (line) => console.warn(line));
  try {
    return await serveOn(db, config, start.step);
  } finally {
    start.end();
  }
}

async function serveOn(db: DbHandle, config: AppConfig, step: (name: string) => void): Promise<() => Promise<void>> {
  step('migrating');
  await migrate(db, config.migrationsDir);
  // Two nodes starting on one empty database must not both seed: the second waits here and finds it seeded.
  step('seeding the database if it is empty');
  const seeded = await db.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    // The installation's own modules: a seed that stores files (demo photos) writes them where the server reads them.
    return seedIfEmpty(tx, undefined, serverModules(config));
  });
  step('building the app');
  const app = await buildApp({ db, config, logger: true, onStep: step });
  step('listening');
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${seeded ? 'Demo data seeded. ' : ''}Portal ready on http://${config.host}:${config.port} (${db.kind})`,
  );
  // The job worker and the outbox start on the announcement of a queued job or message (migration 0089), heard by
  // the node's listener of table changes (the live hub's connection); their polls only catch what no announcement
  // brings. An idle server asked the database one to two times a second before (a tenth of a core on PGlite).
  // Background jobs run in every server process; the queue keeps two processes off one job.
  step('starting the job worker');
  const worker = await startWorker({
    db: db.db,
    jobs: definedJobs(),
    ownsDatabase: db.kind === 'pglite',
    log: app.log,
    wakeOn: (wake) => onAnnouncedChange(db.db, 'jobs', wake),
    ...config.jobs,
  });
  // SMS and email leave through the outbox: SMTP when configured, else a readable file.
  const fileDelivery = fileSender(config.outboxFile);
  const outbox = startOutboxDelivery(
    db.db,
    config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom, fileDelivery) : fileDelivery,
    { everyMs: config.outboxEveryMs, wakeOn: (wake) => onAnnouncedChange(db.db, 'outbox', wake) },
  );

  return async () => {
    await worker.stop();
    await outbox.stop();
    await app.close();
    await db.close();
  };
}
