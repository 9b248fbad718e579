import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const stylesDir = path.dirname(require.resolve('@mantine/core/styles/global.css'));

/** A Mantine component's own module: `…/esm/components/Select/Select.mjs`, `…/utils/InlineInput/InlineInput.mjs`. */
const COMPONENT =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Z]\w*)[\\/]\1\.mjs$/;

const DATES = /[\\/]@mantine[\\/]dates[\\/]esm[\\/].*\.mjs$/;

/**
 * Mantine's one stylesheet holds every component's styles, some 33 kB compressed on a first visit
 * whatever the page shows. Mantine also ships each component's styles as a file of its own; this
 * plugin makes each component module import its file, so a screen's styles travel with the chunk of
 * the components it uses, in the order its imports run (a component's parts before the component,
 * the order Mantine asks for). The base styles (variables, baseline, global) stay in main.tsx; the date
 * pickers' come with them.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'portal:mantine-styles-per-component',
    transform(code, id) {
      // The date pickers' styles are one file: it comes with the first of their modules a screen loads.
      if (DATES.test(id)) return { code: `import '@mantine/dates/styles.css';\n${code}`, map: null };
      const name = COMPONENT.exec(id)?.[1];
      if (!name || !existsSync(path.join(stylesDir, `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
