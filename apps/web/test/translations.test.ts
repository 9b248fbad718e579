/**
 * The missing-translation check: every message key the code uses exists in every shipped language, each
 * translation parses as ICU and takes the same arguments as the English message, and every menu entry a
 * parent or a teacher sees has its words in every language. The server's messages to people are held to the
 * same rules, in the languages they give.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@portal/core';
import { PAYMENT_MODES, PAYMENT_STATUSES } from '../../../modules/finance/shared/index.ts';
import { en } from '../../../packages/ui/src/i18n/messages/en.ts';
import { hi } from '../../../packages/ui/src/i18n/messages/hi.ts';
import { kn } from '../../../packages/ui/src/i18n/messages/kn.ts';
import { ta } from '../../../packages/ui/src/i18n/messages/ta.ts';
import { officeMenu as hiOffice } from '../../../packages/ui/src/i18n/office-menu/hi.ts';
import { officeMenu as knOffice } from '../../../packages/ui/src/i18n/office-menu/kn.ts';
import { officeMenu as taOffice } from '../../../packages/ui/src/i18n/office-menu/ta.ts';
import { flatten, isPlain } from '../../../packages/ui/src/i18n/catalogue.ts';
import { FIELD_MESSAGES } from '../../../packages/ui/src/resource/field-messages.ts';
import { zodForField, type FieldDef } from '@portal/core';
import { accessRecordFiles, declaredFiles } from '../../../scripts/test-manifests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The shell's catalogue and every module's, each flattened: a module's screens' words
 * (`modules/<m>/web/messages/<language>.ts`) with the words its server sends too (`modules/<m>/shared/messages/`).
 */
async function allCatalogues(): Promise<Record<string, Record<Language, Record<string, string>>>> {
  const found: Record<string, Record<Language, Record<string, string>>> = {
    'packages/ui': { en: flatten(en), hi: flatten(hi), kn: flatten(kn), ta: flatten(ta) },
  };
  for (const m of readdirSync(path.join(root, 'modules'))) {
    const dirs = ['web/messages', 'shared/messages']
      .map((dir) => path.join(root, 'modules', m, dir))
      .filter((dir) => statSync(path.join(dir, 'en.ts'), { throwIfNoEntry: false }));
    if (!dirs.length) continue;
    const byLanguage = {} as Record<Language, Record<string, string>>;
    for (const language of LANGUAGES)
      for (const dir of dirs) {
        const file = (await import(path.join(dir, `${language}.ts`))) as Record<string, object>;
        byLanguage[language] = { ...byLanguage[language], ...flatten(file[language]) };
      }
    found[`modules/${m}`] = byLanguage;
  }
  return found;
}
const perCatalogue = await allCatalogues();
/** Every catalogue's keys together, per language, as the web merges them. */
const catalogues = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    Object.assign({}, ...Object.values(perCatalogue).map((c) => c[l])) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;
type ServerCatalogue = { en: Record<string, string> } & Partial<Record<Language, Record<string, string>>>;

/** The server's messages to people: every `defineMessages` export of a `messages.ts` in a module's server folder. */
async function allServerCatalogues(): Promise<Record<string, ServerCatalogue>> {
  const found: Record<string, ServerCatalogue> = {};
  for (const m of readdirSync(path.join(root, 'modules'))) {
    const dir = path.join(root, 'modules', m, 'server');
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of sourceFiles(dir).filter((f) => path.basename(f) === 'messages.ts')) {
      for (const [name, value] of Object.entries((await import(file)) as Record<string, unknown>)) {
        const catalogue = (value as { catalogue?: ServerCatalogue } | null)?.catalogue;
        if (catalogue) found[`${path.relative(root, file)} ${name}`] = catalogue;
      }
    }
  }
  return found;
}
const serverCatalogues = await allServerCatalogues();

/** Argument names of an ICU message with their kinds ('count:plural'), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument) out.add(`${e.value}:text`);
    else if (e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) out.add(`${e.value}:${e.type}`);
    else if (e.type === TYPE.plural || e.type === TYPE.select) {
      out.add(`${e.value}:${e.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(e.options)) argumentsOf(option.value, out);
    } else if (e.type === TYPE.tag) argumentsOf(e.children, out);
  }
  return out;
}

/** The words of an ICU message a person reads: its literal text, inside plural and select options too. */
function wordsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((e) => {
      if (e.type === TYPE.literal) return e.value;
      if (e.type === TYPE.plural || e.type === TYPE.select)
        return Object.values(e.options)
          .map((o) => wordsOf(o.value))
          .join(' ');
      return e.type === TYPE.tag ? wordsOf(e.children) : '';
    })
    .join('');
}

const argumentList = (message: string) => [...argumentsOf(parse(message))].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Keys passed as a literal to `t('…')` anywhere in the web's code: the shell, packages/ui and every module. */
function usedKeys(): Map<string, string> {
  const dirs = [
    'apps/web/src',
    'packages/ui/src',
    ...readdirSync(path.join(root, 'modules')).map((m) => `modules/${m}/web`),
  ];
  const keys = new Map<string, string>();
  for (const dir of dirs) {
    const full = path.join(root, dir);
    if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of sourceFiles(full)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([A-Za-z][\w.-]*)'/g)) keys.set(m[1], path.relative(root, file));
      // A key chosen by a condition: t(done ? 'a.again' : 'a.first', …).
      for (const m of text.matchAll(/\bt\(\s*[\w.?!]+\s*\?\s*'([A-Za-z][\w.-]*)'\s*:\s*'([A-Za-z][\w.-]*)'/g))
        for (const key of [m[1], m[2]]) keys.set(key, path.relative(root, file));
    }
  }
  return keys;
}

type MenuEntry = { name: string; group: string | null; roles: string[] };
/** Every menu entry, as each module folder records it (`test/access.json`). */
function recordedMenu(): MenuEntry[] {
  const recorded = accessRecordFiles().flatMap((file) =>
    Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, { menu: MenuEntry[] }>),
  );
  return recorded.flatMap((part) => part.menu);
}
const seenByParentOrTeacher = (m: MenuEntry) => m.roles.some((r) => /^(PARENT|TEACHER) active=true/.test(r));

/** The menu entries a parent or a teacher sees. */
function parentAndTeacherMenu(): string[] {
  const seen = recordedMenu().filter(seenByParentOrTeacher);
  return [...new Set(seen.flatMap((m) => [`menu.${m.name}`, ...(m.group ? [`menu.${m.group}`] : [])]))];
}

/** The office's menu words of each language but English (whose words are the entries' seeded labels). */
const OFFICE_MENU: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  hi: hiOffice,
  kn: knOffice,
  ta: taOffice,
};

/**
 * Screens parents and teachers reach, and the centre's ticket screens, whose words all come from the catalogues:
 * each reads a catalogue and writes no English of its own in its markup (a text between tags, or a title, label,
 * message, description or placeholder given as a literal). A screen joins when its words move into a catalogue:
 * its module names it in `test/manifest.json` (`translatedScreens`).
 */
const TRANSLATED_SCREENS = declaredFiles('translatedScreens');

/** English written into a screen's markup rather than read from a catalogue. */
function literalWords(source: string): string[] {
  const between = [...source.matchAll(/(?<![=])>\s*([A-Z][a-z’']+(?:[ ,][a-zA-Z’']+)*[.!?]?)\s*</g)].map((m) => m[1]);
  const props = [
    ...source.matchAll(/\b(?:title|label|message|description|placeholder)="([^"]*[A-Za-z]{2}[^"]*)"/g),
  ].map((m) => m[1]);
  return [...between, ...props];
}

describe('translations', () => {
  it('finds the keys the code uses', () => {
    expect(usedKeys().size).toBeGreaterThan(50);
  });

  it('has every key the code uses in every language', () => {
    const missing = [...usedKeys()].flatMap(([key, file]) =>
      LANGUAGES.filter((l) => !(key in catalogues[l])).map((l) => `${l}: ${key} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('has the words of every menu entry parents and teachers see in every language', () => {
    const keys = parentAndTeacherMenu();
    expect(keys).toContain('menu.student-account');
    const missing = keys.flatMap((key) => LANGUAGES.filter((l) => !(key in catalogues[l])).map((l) => `${l}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('has the words of every other menu entry in each language but English, and none of an entry gone', () => {
    const office = [...new Set(recordedMenu().map((m) => m.name))];
    expect(office).toContain('fee-plans');
    for (const [language, words] of Object.entries(OFFICE_MENU)) {
      const missing = office.filter(
        (name) => !(`menu.${name}` in catalogues[language as Language]) && !(name in words),
      );
      expect(missing, language).toEqual([]);
      expect(
        Object.keys(words).filter((name) => !office.includes(name)),
        language,
      ).toEqual([]);
      // Not a catalogue the build compiles (apps/web/build/precompiled-messages.ts): plain words only.
      expect(
        Object.values(words).filter((w) => !isPlain(w)),
        language,
      ).toEqual([]);
    }
  });

  it('gives each language exactly the English keys, and no key twice across catalogues', () => {
    expect(Object.keys(perCatalogue)).toContain('modules/finance');
    for (const [where, catalogue] of Object.entries(perCatalogue))
      for (const language of LANGUAGES)
        expect(Object.keys(catalogue[language]).sort(), `${where} ${language}`).toEqual(
          Object.keys(catalogue.en).sort(),
        );
    const count = Object.values(perCatalogue).reduce((n, c) => n + Object.keys(c.en).length, 0);
    expect(Object.keys(catalogues.en)).toHaveLength(count);
  });

  it('parses every message as ICU, with the English message’s arguments', () => {
    const wrong: string[] = [];
    const check = (where: string, english: Record<string, string>, other: Partial<Record<string, string>>) => {
      for (const [key, message] of Object.entries(other)) {
        try {
          const expected = argumentList(english[key]);
          if (argumentList(message!).join() !== expected.join()) wrong.push(`${where} ${key}: arguments differ`);
        } catch (err) {
          wrong.push(`${where} ${key}: ${(err as Error).message}`);
        }
      }
    };
    for (const language of LANGUAGES) check(language, catalogues.en, catalogues[language]);
    for (const [file, catalogue] of Object.entries(serverCatalogues))
      for (const language of LANGUAGES) check(`${file} ${language}`, catalogue.en, catalogue[language] ?? {});
    expect(wrong).toEqual([]);
  });

  it('writes every message the server sends people in every language', () => {
    expect(Object.keys(serverCatalogues)).toContain('modules/users/server/messages.ts signInMessage');
    expect(Object.keys(serverCatalogues).length).toBeGreaterThan(3);
    const missing = Object.entries(serverCatalogues).flatMap(([where, catalogue]) =>
      LANGUAGES.flatMap((l) =>
        Object.keys(catalogue.en)
          .filter((key) => !catalogue[l]?.[key])
          .map((key) => `${where} ${l}: ${key}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('writes the words of every translated parent and teacher screen in every language', () => {
    const english: string[] = [];
    for (const file of TRANSLATED_SCREENS) {
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(source, file).toMatch(/\buseMessages\(/);
      english.push(...literalWords(source).map((words) => `${file}: ${words}`));
    }
    expect(english).toEqual([]);
    expect(literalWords("<Text>Open the teacher’s file</Text> <Badge>{t('x')}</Badge>")).toEqual([
      'Open the teacher’s file',
    ]);
    expect(literalWords('<EmptyState title="No homework yet" />')).toEqual(['No homework yet']);
  });

  it('words every field message of the forms parents and teachers fill, and the rules’ refusals', async () => {
    // The forms' fields: each refuses nothing sent, an over-long text and a wrong kind with the shared messages.
    const { generalDiaryResource } = await import('../../../modules/academics/server/diary/resources.ts');
    const forms: Record<string, Record<string, FieldDef>> = { 'general-diaries': generalDiaryResource.fields };
    const unworded: string[] = [];
    for (const [form, fields] of Object.entries(forms))
      for (const [name, field] of Object.entries(fields)) {
        if (field.readOnly) continue;
        const schema = zodForField({ ...field, required: true });
        for (const input of [undefined, '', 'x'.repeat((field.max ?? 500) + 1)]) {
          const result = schema.safeParse(input);
          if (result.success) continue;
          const message = result.error.issues[0].message;
          const rest = message.startsWith(`${field.label} `) ? message.slice(field.label.length) : message;
          const known = FIELD_MESSAGES.find((m) => m.pattern.exec(rest)?.index === 0);
          if (!known) unworded.push(`${form}.${name}: ${message}`);
          else for (const l of LANGUAGES) if (!catalogues[l][known.key]) unworded.push(`${l}: ${known.key}`);
        }
      }
    expect(unworded).toEqual([]);
    // The diary rules' refusals the server sends, each worded in the catalogue.
    const { DIARY_MESSAGES } = await import('../../../modules/academics/shared/diary.ts');
    const { DIARY_MESSAGE_KEYS } = await import('../../../modules/academics/web/screens/diary/server-words.ts');
    const keys = DIARY_MESSAGE_KEYS as Record<string, string>;
    for (const message of [DIARY_MESSAGES.notYourClass, DIARY_MESSAGES.sectionOfClass, DIARY_MESSAGES.notYourEntry])
      for (const l of LANGUAGES) expect(catalogues[l][keys[message]], `${l}: ${message}`).toBeTruthy();
  });

  it('speaks the money screens’ words in every language: statuses, modes, installments, charges', () => {
    const finance = perCatalogue['modules/finance'];
    const needed = [
      ...[...PAYMENT_STATUSES, 'PAID', 'PARTLY PAID', 'AWAITING APPROVAL', 'DUE', 'UPCOMING', 'WAIVED'].map(
        (s) => `feeStatus.${s}`,
      ),
      ...PAYMENT_MODES.map((m) => `feeMode.${m}`),
      ...['pay.installmentN', 'pay.fullPayment', 'pay.payAmount', 'pay.stillDue', 'pay.testBadge', 'charges.title'],
    ];
    const missing = LANGUAGES.flatMap((l) => needed.filter((key) => !finance[l][key]).map((key) => `${l}: ${key}`));
    expect(missing).toEqual([]);
    // No English left in another language's money words: only arguments and names stay in Latin (UPI, PDF, GST, and
    // Tally with its menu as Tally itself shows it, in English).
    const NAMES = /Gateway of Tally → Import → Vouchers|\b(UPI|PDF|GST|TallyPrime|Tally)\b/g;
    const english = LANGUAGES.filter((l) => l !== 'en').flatMap((l) =>
      Object.entries(finance[l])
        .filter(([, message]) => /[A-Za-z]/.test(wordsOf(parse(message)).replace(NAMES, '')))
        .map(([key, message]) => `${l}: ${key} = ${message}`),
    );
    expect(english).toEqual([]);
  });

  it('has no empty message in any language', () => {
    const empty = LANGUAGES.flatMap((l) =>
      Object.entries(catalogues[l])
        .filter(([key, message]) => !message.trim() && catalogues.en[key]?.trim())
        .map(([key]) => `${l}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('catches a translation whose arguments differ', () => {
    expect(argumentList('{count, plural, one {# child} other {# children}}')).toEqual(['count:plural']);
    expect(argumentList('{total} में से {from}–{to}')).toEqual(['from:text', 'to:text', 'total:text']);
    expect(() => parse('{count, plural, one {# child}')).toThrow();
  });
});
