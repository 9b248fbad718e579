import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The parts of an endpoint declaration that only the server reads (validation, serialisation, OpenAPI). */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'response']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The parser's tree is walked as plain data: a node is any object with a type. */
function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

/** A node's child under `key`, when it is a node. */
const child = (node: Node, key: string): Node | undefined => {
  const value = node[key];
  return isNode(value) ? value : undefined;
};

/** A node's children under `key` (a statement's body, a call's arguments), the nodes among them. */
const children = (node: Node, key: string): Node[] => {
  const list = node[key];
  return Array.isArray(list) ? list.filter(isNode) : [];
};

function* calls(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* calls(child);
    return;
  }
  if (isNode(node) && node.type === 'CallExpression') yield node;
  for (const [key, child] of Object.entries(node)) if (key !== 'type' && typeof child === 'object') yield* calls(child);
}

/** The identifier a call chain starts from: `z` for `z.string().min(1)`. */
function chainRoot(node: Node): string | undefined {
  if (node.type === 'Identifier') return typeof node.name === 'string' ? node.name : undefined;
  if (node.type === 'MemberExpression' && isNode(node.object)) return chainRoot(node.object);
  if (node.type === 'CallExpression' && isNode(node.callee)) return chainRoot(node.callee);
  return undefined;
}

/** Initialisers the bundler already knows to be free of effects: nothing to mark. */
const INERT = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

/**
 * Top-level `const x = …`: in a shared module these build schemas and lookup values. Marking only the
 * outer call would not do: a dropped call keeps the arguments it cannot prove free of effects (a
 * chained `.optional()`, a spread `...query.shape`), and with them zod.
 */
function* topLevelInitialisers(program: Node): Generator<Node> {
  for (const statement of children(program, 'body')) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? child(statement, 'declaration') : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of children(declaration, 'declarations')) {
      const init = child(declarator, 'init');
      if (init && !INERT.has(init.type)) yield init;
    }
  }
}

const PURE = '/* @__PURE__ */ ';

const propertyName = (p: Node) => {
  const key = child(p, 'key');
  const named = p.type === 'Property' && !p.computed && key?.type === 'Identifier';
  return named && typeof key.name === 'string' ? key.name : undefined;
};

const SHARED = /[\\/](modules[\\/][^\\/]+[\\/]shared|packages[\\/]core[\\/]src)[\\/]/;

/**
 * The web calls an endpoint through its declaration for the method and the path only. In the browser
 * build each `defineEndpoint({...})` loses its schemas, and the schema and value constructions of the
 * shared modules are marked free of effects (they are), so the bundler leaves out what no screen
 * uses, and zod itself from screens that validate nothing: a dashboard that reads three answers no
 * longer downloads every contract of the modules it touches.
 */
export function contractsForTheBrowser(): Plugin {
  return {
    name: 'portal:contracts-for-the-browser',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !SHARED.test(id)) return null;
      const program: unknown = parseAst(code);
      if (!isNode(program)) return null;
      const out = new MagicString(code);
      const pure = new Set<number>();
      const dropped: [number, number][] = [];
      // Each top-level value is computed in a call marked free of effects, so an unused one goes whole.
      for (const init of topLevelInitialisers(program)) {
        out.appendLeft(init.start, `${PURE}(() => (`);
        out.appendRight(init.end, '))()');
      }
      for (const call of calls(program)) {
        const callee = child(call, 'callee');
        if (!callee) continue;
        if (chainRoot(callee) === 'z') pure.add(call.start);
        const [arg] = children(call, 'arguments');
        if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint' || arg?.type !== 'ObjectExpression')
          continue;
        const kept = children(arg, 'properties').filter((p) => !SERVER_ONLY.has(propertyName(p) ?? ''));
        dropped.push([arg.start, arg.end]);
        out.overwrite(arg.start, arg.end, `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }`);
      }
      for (const at of pure) if (!dropped.some(([from, to]) => at > from && at < to)) out.appendLeft(at, PURE);
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
