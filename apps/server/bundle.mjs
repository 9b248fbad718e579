// How the server is bundled: the workspace packages it imports (TypeScript source) go into the bundle, third-party
// packages stay external and load from node_modules. Used by build.mjs for dist/, and by the fault tests for a
// server entry of their own (test/faults/bundled-entry.ts).

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild's options for bundling `entryPoints` into `outdir`, the code the entries share in chunks of its own. */
export function serverBundleOptions(entryPoints, outdir) {
  return {
    entryPoints,
    outdir,
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
  };
}
