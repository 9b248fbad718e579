import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isPlain } from '../../../packages/ui/src/i18n/catalogue.ts';

/**
 * A language's catalogue: the shell's (`packages/ui/src/i18n/messages/hi.ts`), a module's (`web/messages`), or words a
 * module's server sends too (`shared/messages`).
 */
const CATALOGUE = /[\\/](?:i18n|web|shared)[\\/]messages[\\/](?:en|hi|kn|ta)\.ts$/;
const PARSER = '@formatjs/icu-messageformat-parser';

type Tree = { [key: string]: string | Tree };

/** An object whose values are words, or objects of words in turn. */
function isTree(value: unknown): value is Tree {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || isTree(v))
  );
}

/** A catalogue's module: each export a tree of messages. */
const isCatalogue = (module: unknown): module is Record<string, Tree> =>
  typeof module === 'object' && module !== null && Object.values(module).every(isTree);

/** A message with arguments as its syntax tree; plain words stay a string (the runtime shows them as they are). */
function compiled(tree: Tree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value !== 'string' ? compiled(value) : isPlain(value) ? value : parse(value),
    ]),
  );
}

/**
 * The ICU parser is 8 kB of a first visit that parses the same catalogues on every page. This plugin parses
 * each catalogue at build time (its messages become the parser's syntax trees, which the formatter takes as
 * they are) and gives the browser FormatJS's parser-free entry instead. A catalogue is a plain object of
 * strings exported under its language's name; the translation check holds them to that.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'portal:precompiled-messages',
    enforce: 'post',
    config: () => ({
      // Every copy of the import, whichever FormatJS package asks for it.
      resolve: { alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }] },
    }),
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const module: unknown = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      if (!isCatalogue(module)) throw new Error(`${id}: a catalogue exports only trees of words`);
      const exports = Object.entries(module).map(
        ([name, tree]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(compiled(tree)))});`,
      );
      return { code: exports.join('\n'), map: null };
    },
  };
}
