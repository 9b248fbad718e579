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
      // cast: the code is a language's catalogue (its id matched CATALOGUE): each export is a tree of messages
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
        string,
        Tree
      >;
      const exports = Object.entries(module).map(
        ([name, tree]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(compiled(tree)))});`,
      );
      return { code: exports.join('\n'), map: null };
    },
  };
}
