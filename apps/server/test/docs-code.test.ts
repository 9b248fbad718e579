import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The docs' code compiles: every ```ts block of the docs below is put where its first line says it goes, in a copy
 * of that file (or a new file), and the copies are type-checked against the real code with the repository's own
 * compiler options. A block that only shows part of something says so with ```ts excerpt and is not compiled.
 *
 * A block's first line names its place: `// modules/day/shared/resources.ts` (added at the end of the file) or
 * `// modules/day/server/access.ts, after "menu: ["` (inserted after the first line holding that text).
 */
const ROOT = join(import.meta.dirname, '../../..');
const DOCS = ['docs/contributing.md', 'docs/architecture.md'];
const OUT = join(ROOT, '.tmp/docs-code');

interface Block {
  doc: string;
  /** The line of the block's first code line in its doc (1-based). */
  line: number;
  file: string;
  after?: string;
  code: string;
}

const PLACE = /^\/\/ ((?:modules|packages|apps)\/[\w./-]+\.tsx?)(?:, after "([^"]+)")?/;

function blocksOf(doc: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```ts') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end].trim() !== '```') end++;
    const place = PLACE.exec(lines[start] ?? '');
    if (!place)
      throw new Error(
        `${doc}:${start + 1}: a \`\`\`ts block starts with // <file it goes in> (or is \`\`\`ts excerpt)`,
      );
    blocks.push({ doc, line: start + 1, file: place[1], after: place[2], code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return blocks;
}

/** Relative imports of a copy point at the copies of the files the docs change, and at the real files otherwise. */
function pointImports(code: string, file: string, copied: Set<string>): string {
  return code.replace(/(from |import\()'(\.{1,2}\/[^']+)'/g, (_all, lead: string, spec: string) => {
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec));
    const to = copied.has(target) ? join(OUT, target) : join(ROOT, target);
    const path = relative(dirname(join(OUT, file)), to);
    return `${lead}'${path.startsWith('.') ? path : `./${path}`}'`;
  });
}

/** Writes each changed file's copy with its blocks in place; answers each copy's lines that came from which block. */
function writeCopies(blocks: Block[]) {
  rmSync(OUT, { recursive: true, force: true });
  const files = [...new Set(blocks.map((b) => b.file))];
  const copied = new Set(files);
  const origin = new Map<string, { from: number; to: number; block: Block }[]>();
  for (const file of files) {
    const real = join(ROOT, file);
    const lines = existsSync(real) ? readFileSync(real, 'utf8').split('\n') : [];
    const spans: { from: number; to: number; block: Block }[] = [];
    for (const block of blocks.filter((b) => b.file === file)) {
      const code = block.code.split('\n');
      let at = lines.length;
      if (block.after) {
        const found = lines.findIndex((l) => l.includes(block.after!));
        if (found < 0) throw new Error(`${block.doc}:${block.line}: ${file} has no line with "${block.after}"`);
        at = found + 1;
      }
      lines.splice(at, 0, ...code);
      for (const span of spans.filter((s) => s.from >= at)) {
        span.from += code.length;
        span.to += code.length;
      }
      spans.push({ from: at, to: at + code.length, block });
    }
    const out = join(OUT, file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, pointImports(lines.join('\n'), file, copied));
    origin.set(out, spans);
  }
  return origin;
}

/** The compiler's complaints about the copies, each named by the doc's line of the block it falls in. */
function compileDocs(docs: { doc: string; text: string }[]): string[] {
  const blocks = docs.flatMap(({ doc, text }) => blocksOf(doc, text));
  const origin = writeCopies(blocks);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram([...origin.keys()], { ...config.options, noEmit: true, incremental: false });
  return [...origin.entries()].flatMap(([out, spans]) => {
    const source = program.getSourceFile(out)!;
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
      const line = source.getLineAndCharacterOfPosition(d.start ?? 0).line;
      const span = spans.find((s) => line >= s.from && line < s.to);
      const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      const where = span
        ? `${span.block.doc}:${span.block.line + (line - span.from)}`
        : `${relative(OUT, out)}:${line + 1} (outside the docs' blocks)`;
      return `${where}: ${text}`;
    });
  });
}

describe("the docs' code", () => {
  // The copies import the modules they extend, so the compiler reads most of the server: tens of seconds on a quiet
  // two-core machine, several times that on a shared one.
  it('every ```ts block of the docs compiles where it says it goes', () => {
    const docs = DOCS.map((doc) => ({ doc, text: readFileSync(join(ROOT, doc), 'utf8') }));
    expect(docs.flatMap(({ doc, text }) => blocksOf(doc, text)).length).toBeGreaterThan(5);
    expect(compileDocs(docs), 'fix the block at the line named, or mark a partial one ```ts excerpt').toEqual([]);
  }, 300_000);

  it('names the line of a block that does not compile', () => {
    const text = [
      '# A doc',
      '',
      '```ts',
      // A new file of its own: nothing else to compile, so the check stays quick.
      '// modules/day/shared/doc-example.ts',
      "export const wrong: number = 'a word';",
      '```',
    ].join('\n');
    expect(compileDocs([{ doc: 'docs/example.md', text }])).toEqual([
      "docs/example.md:5: Type 'string' is not assignable to type 'number'.",
    ]);
  });
});
