// Bundles the server and the workspace packages it imports (TypeScript source) into dist/;
// third-party packages stay external and load from node_modules.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

// The chunks' names change with their content: last build's would be left beside this one's.
rmSync('dist', { recursive: true, force: true });
await build({
  // start.js is main.js's portal without its one-life checks, for a process that runs several (e2e/portal-host.mjs);
  // the code the entries share is in chunks of its own, loaded once.
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts', start: 'src/start.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalThirdParty],
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log('server built: apps/server/dist');
