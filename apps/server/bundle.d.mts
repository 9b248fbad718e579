import type { BuildOptions } from 'esbuild';

export function serverBundleOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
