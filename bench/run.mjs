// `npm run bench`: the network generator, the API comparison on PostgreSQL and PGlite, the morning rush, the
// costs against the network's size and the web figures; each writes bench/results/<name>-latest.json and prints
// a one-line summary.
//   npm run bench                      --scale 0.1 (50 centres, 10,000 students, 100,000 enquiries, 200,000 postings)
//   npm run bench -- --scale 1         the full network (500 centres, 100k students, 1M enquiries, 2M postings)
//   npm run bench -- --only api        one part: generate, api, rush, centre, scaling, web, phone, nodes or s3
//   (rush: the network's 9 am mix on PostgreSQL, stepped up to p99 ≤ 300 ms; centre: one centre's mix on
//   PGlite at 16 connections; scaling: --scales 0.01,0.03,0.1; the last three and web need `npm run build`;
//   s3: a 100 MB download, pre-signed vs through the portal; nodes: nginx in front of one and two nodes, and
//   the share of reads a streaming standby serves)
// Module benchmarks run on their own: node bench/enquiry-import.mjs, node bench/royalty-run.mjs. Where a test pass's
// CPU goes, by kind of process: node bench/process-cpu.mjs -- <command> (docs/testing.md, Times).
import { apiSummary, benchApi, writeResult } from './api.mjs';
import { generate } from './generate.mjs';
import { openBenchDb, parseArgs } from './lib/database.mjs';
import { benchS3Download, s3Summary } from './s3-download.mjs';
import { benchRush, rushSummary, RUSH_DEFAULTS } from './rush.mjs';
import { benchScaling, scalingSummary, SCALING_DEFAULTS } from './scaling.mjs';
import { benchNodes, nodesSummary } from './nodes.mjs';
import { benchPhone, phoneSummary } from './phone.mjs';
import { benchWeb, webSummary } from './web.mjs';

const args = parseArgs(process.argv.slice(2), {
  scale: 0.1,
  seed: 42,
  connections: 64,
  duration: 10,
  rounds: 4,
  pageSize: 50,
  scales: SCALING_DEFAULTS.scales,
  home: RUSH_DEFAULTS.home,
  only: '',
  databases: 'pg,pglite',
});
const want = (part) => !args.only || args.only.split(',').includes(part);
const summary = [];

if (want('generate')) {
  for (const db of args.databases.split(',')) {
    const started = performance.now();
    const { handle } = await openBenchDb(db, args);
    const out = await generate(handle.db, args);
    await handle.close();
    const counts = Object.entries(out.counts).map(([k, v]) => `${k} ${v.toLocaleString('en-IN')}`);
    const made = out.generatedSeconds ? `generated in ${out.generatedSeconds.toFixed(1)} s` : 'already there';
    const took = ((performance.now() - started) / 1000).toFixed(1);
    const line = `generate ${db}: ${counts.join(', ')} (${made}; ${took} s)`;
    writeResult(`generate-${db}`, { scale: args.scale, seed: args.seed, ...out });
    summary.push(line);
    console.log(line);
  }
}
if (want('api')) {
  for (const db of args.databases.split(',')) {
    const result = await benchApi({ ...args, db });
    writeResult(`api-${result.database}`, { scale: args.scale, seed: args.seed, ...result });
    summary.push(apiSummary(result));
  }
}
if (want('rush')) {
  const result = await benchRush({ ...RUSH_DEFAULTS, scale: args.scale, seed: args.seed, home: args.home, db: 'pg' });
  summary.push(rushSummary(result));
}
if (want('centre')) {
  const opts = { ...RUSH_DEFAULTS, scale: args.scale, seed: args.seed, home: args.home };
  const result = await benchRush({ ...opts, db: 'pglite', connections: 16, seconds: 20, p99: 500 });
  summary.push(rushSummary(result));
}
if (want('scaling')) {
  const result = await benchScaling({ ...SCALING_DEFAULTS, scales: args.scales, seed: args.seed });
  summary.push(scalingSummary(result));
}
if (want('web')) {
  const result = await benchWeb({ ...args, db: 'pg' });
  writeResult('web', { scale: args.scale, seed: args.seed, ...result });
  summary.push(webSummary(result));
}
if (want('s3')) {
  const result = await benchS3Download({ mb: 100, runs: 3 });
  writeResult('s3-download', result);
  summary.push(s3Summary(result));
}
if (want('phone')) {
  const result = await benchPhone({ db: 'pg' });
  writeResult('phone', result);
  summary.push(phoneSummary(result));
}
if (want('nodes')) {
  const result = await benchNodes({ seconds: args.duration, connections: Math.min(args.connections, 32) });
  writeResult('nodes', result);
  summary.push(nodesSummary(result));
}
console.log(`\n${summary.join('\n')}`);
