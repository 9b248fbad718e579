import type { Plugin } from 'vite';

/** React Router's one module of components and hooks (`dist/development/chunk-….mjs`, and the production twin). */
const ROUTER = /[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-[\w-]+\.mjs$/;
/** A component's name for React's developer tools, set at the top level: `NavLink.displayName = "NavLink";`. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** A component made by `forwardRef` at the top level, which the package does not mark as free of effects. */
const FORWARD_REF = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm;

/**
 * React Router is one module: each component made with `forwardRef` (a call the bundler must assume does something)
 * and each component's `displayName` (set by a statement of its own) kept every component the package defines
 * (`Form`, `NavLink`, their submission code: about 4.5 kB of script) in the first chunk although the portal uses
 * `Link` and `Navigate` only. The calls are marked free of effects, and the names, which serve React's developer
 * tools alone, dropped: the unused components are left out. The package also ships its
 * development build as the default one, with its warnings on; they are turned off here, as its production build does.
 */
export function routerUnusedParts(): Plugin {
  return {
    name: 'portal:router-unused-parts',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER.test(id)) return null;
      return {
        code: code
          .replace(DISPLAY_NAME, '')
          .replace(FORWARD_REF, '$1/* @__PURE__ */ $2')
          .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;'),
        map: null,
      };
    },
  };
}
