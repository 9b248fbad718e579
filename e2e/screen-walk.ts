import * as core from '@portal/core';
import { enumLabel, isRawEnumValue, ROLE, shownCodes, SPEC_WORDING, type DashboardItem } from '@portal/core';
import * as enquiry from '@portal/mod-enquiry/shared';
import * as finance from '@portal/mod-finance/shared';
import * as ledger from '@portal/mod-ledger/shared';
import * as orders from '@portal/mod-orders/shared';
import * as org from '@portal/mod-org/shared';
import * as sop from '@portal/mod-sop/shared';
import * as staff from '@portal/mod-staff/shared';
import * as students from '@portal/mod-students/shared';
import * as system from '@portal/mod-system/shared';
import * as training from '@portal/mod-training/shared';
import * as users from '@portal/mod-users/shared';
import axe from 'axe-core';
import { menuHref } from '../apps/web/src/shell/menu-model.ts';
import { screenShown, type Page } from './browser.ts';

/**
 * Walking the main screens of the portal: the menu of a signed-in role, and what a screen shows once
 * its data has arrived (its visible words, its accessibility problems).
 */

const SHARED: Record<string, unknown>[] = [
  core,
  enquiry,
  finance,
  ledger,
  orders,
  org,
  sop,
  staff,
  students,
  system,
  training,
  users,
];

/**
 * Every enumerated value declared in packages/core and the modules' shared constants: string lists
 * (`['PENDING', 'APPROVED']`), lists of options (`{ value, label }`, kit types' ids) and lists per key
 * (sub-statuses per status). Objects of single strings (access-module names, labels) are not values.
 */
export function declaredEnumValues(): Set<string> {
  const values = new Set<string>();
  const shownAsIs = new Set<string>();
  const take = (item: unknown) => {
    if (typeof item === 'string') values.add(item);
    else if (item && typeof item === 'object') {
      const o = item as Record<string, unknown>;
      for (const key of ['value', 'id', 'altId']) if (typeof o[key] === 'string') values.add(o[key]);
      // A declared display name or label is the words, whatever it looks like.
      for (const key of ['name', 'label']) if (typeof o[key] === 'string') shownAsIs.add(o[key]);
    }
  };
  for (const mod of SHARED)
    for (const exported of Object.values(mod)) {
      if (Array.isArray(exported)) exported.forEach(take);
      else if (exported && typeof exported === 'object' && Object.values(exported).every(Array.isArray))
        for (const list of Object.values(exported) as unknown[][]) list.forEach(take);
    }
  for (const name of shownAsIs) values.delete(name);
  // The spec names roles by their codes (FRANCHISEE_USER_1); the role screens show them so.
  for (const role of Object.values(ROLE)) values.delete(role);
  return values;
}

/** The values a screen must never show as they are: those whose label reads differently. */
export function rawValues(): string[] {
  return [...declaredEnumValues()].filter(isRawEnumValue).sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The raw values and the word 'paise' in a screen's visible text, each with the sentence it is in, and what
 * the exports are held to as well (`shownCodes`): no ISO date, no time with seconds or on the 24-hour clock,
 * no stored identifier or words in capitals that are a code. A text that is exactly one of the spec's own
 * status words (a badge reading 'CONFIRMED') is the spec's wording.
 */
export function wordProblems(texts: string[], raw: string[]): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`(?<![\\w])(${raw.map(escape).join('|')})(?![\\w])`);
  for (const text of texts) {
    const m = SPEC_WORDING.has(text) ? null : pattern.exec(text);
    if (m) found.push(`raw value "${m[1]}" (label "${enumLabel(m[1]!)}") in "${text.slice(0, 120)}"`);
    if (/\bpaise\b/i.test(text)) found.push(`"paise" in "${text.slice(0, 120)}"`);
    if (!m) for (const code of shownCodes(text)) found.push(`${code} in "${text.slice(0, 120)}"`);
  }
  return found;
}

/**
 * The visible text of the page, one entry per text node, as a person reads it (CSS upper-casing applied).
 * A text marked `data-as-written` is written so on purpose and is not read for codes.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, [aria-hidden="true"], [data-as-written]'))
        continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      out.push(getComputedStyle(parent).textTransform === 'uppercase' ? text.toUpperCase() : text);
    }
    return out;
  });
}

/** Native date inputs follow the browser's locale; the portal's date input is DD-MM-YYYY everywhere. */
export async function nativeDateInputs(page: Page): Promise<number> {
  return page.locator('input[type="date"], input[type="datetime-local"]').count();
}

/** The part of axe's own audit that says each rule's checks and their impact (not in its typings). */
interface AxeAudit {
  rules: {
    id: string;
    impact?: string;
    enabled?: boolean;
    tags: string[];
    any: { id: string }[];
    all: { id: string }[];
    none: { id: string }[];
  }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}

interface AxeText {
  visibleVirtual(virtualNode: unknown): string;
}

/**
 * Serious and critical axe violations of the page once its transitions have ended (a dialog fading in
 * has text of too little contrast on its way), axe injected once per document. A transition that starts while axe
 * reads (a notification closing itself) makes that reading unsure, so it is read again once that one has ended too.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    // A spinner's animation never ends: only the ones that do are waited for.
    const transitions = () =>
      document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const { run, configure, _audit: audit } = (window as unknown as { axe: typeof axe & { _audit: AxeAudit } }).axe;
    // A violation is told by its elements' selectors. axe's copy of each element's markup (`noHtml` off) serialised
    // the whole document on every reading for the page-wide rules, whose element is <html>: head office's screen
    // walk cost 6 core-s more with it (151 against 145 on average, three runs each).
    //
    // `avoid-inline-spacing` fails only an inline letter-spacing, word-spacing or line-height marked !important (its
    // checks pass any other at once), yet it measured the visible text of every element with a style attribute first
    // — Mantine gives most of them one for its variables —, a seventh of axe's time in the screen walk. An attribute
    // without "important" in some case cannot hold such a declaration, so only the others go on to axe's own test.
    // axe's own visible-text test, the rule's matches until now (public, though not in its typings).
    const { visibleVirtual } = (window as unknown as { axe: { commons: { text: AxeText } } }).axe.commons.text;
    configure({
      noHtml: true,
      rules: [
        {
          id: 'avoid-inline-spacing',
          matches: (node: Element, virtualNode: unknown) =>
            /important/i.test(node.getAttribute('style') ?? '') && visibleVirtual(virtualNode) !== '',
        },
      ],
    });
    // Only the rules that can find a serious or critical violation, of those on by default: a rule whose checks are
    // all moderate or minor (landmarks, heading order, `region`, one of the slowest) was run only to be filtered out.
    const rank: Record<string, number> = { serious: 3, critical: 4 };
    const rules = audit.rules
      .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
      .filter((rule) =>
        [rule.impact, ...[...rule.any, ...rule.all, ...rule.none].map((c) => audit.data.checks[c.id]?.impact)].some(
          (impact) => (rank[impact ?? ''] ?? 0) >= 3,
        ),
      )
      .map((rule) => rule.id);
    for (let reading = 1; ; reading++) {
      await Promise.allSettled(transitions().map((a) => a.finished));
      const r = await run(document, { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } });
      const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (serious.length === 0 || transitions().length === 0 || reading === 3)
        return serious.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
    }
  });
}

/** The menu the shell stored for the signed-in user, as the links it shows. */
export async function menuLinks(page: Page): Promise<string[]> {
  const { menu, me } = await page.evaluate(() => ({
    menu: JSON.parse(localStorage.getItem('menu') ?? '[]') as DashboardItem[],
    me: JSON.parse(localStorage.getItem('me') ?? 'null') as { student?: { studentAdmissionID?: number } } | null,
  }));
  const ctx = { studentAdmissionID: me?.student?.studentAdmissionID ?? null };
  return [...new Set(menu.filter((i) => i.path).map((i) => menuHref(i, ctx)))];
}

/**
 * Counts the page's API calls in flight and notes when the last one started or ended, or the page's content last
 * changed, so `settle` can tell a screen that has its data from one still waiting for it without fixed pauses (a
 * screen whose chunk has just arrived draws before its query starts). Call before the first visit.
 */
export async function watchRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { pending: 0, changedAt: performance.now() };
    (window as unknown as { __requests: typeof state }).__requests = state;
    new MutationObserver(() => {
      state.changedAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
    const original = window.fetch.bind(window);
    window.fetch = async (...args) => {
      state.pending++;
      state.changedAt = performance.now();
      try {
        return await original(...args);
      } finally {
        state.pending--;
        state.changedAt = performance.now();
      }
    };
  });
}

/**
 * Opens a path inside the running app (as a menu click does) and waits until its screen is drawn (the app names
 * it on `<html data-screen>`, apps/web/src/routing/router.tsx), refused, failed or asking for a centre or year first,
 * and its data has arrived.
 * Without that wait a screen whose part was slow to load was read as the screen before it. Answers what went
 * wrong, or null.
 */
export async function openScreen(page: Page, href: string): Promise<string | null> {
  await page.evaluate((to) => {
    (window as unknown as { __requests: { changedAt: number } }).__requests.changedAt = performance.now();
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  const drawn = await page
    .waitForFunction(screenShown, undefined, { timeout: 30_000, polling: 40 })
    .then(() => true)
    .catch(() => false);
  await settle(page);
  return drawn ? null : `its screen was not drawn within 30 s (the page shows ${page.url()})`;
}

/**
 * No request in flight nor started for a moment, no skeleton, no spinner: the screen shows what it will
 * show. (The moment gives a screen's chunk time to load and its queries time to start.)
 */
export async function settle(page: Page, quietMs = 120): Promise<void> {
  await page
    .waitForFunction(
      (quiet) => {
        const requests = (window as unknown as { __requests: { pending: number; changedAt: number } }).__requests;
        return (
          requests.pending === 0 &&
          performance.now() - requests.changedAt > quiet &&
          !document.querySelector('[data-testid="global-spinner"], .mantine-Skeleton-root, .mantine-Loader-root') &&
          (document.querySelector('main')?.textContent?.trim().length ?? 0) > 0
        );
      },
      quietMs,
      { timeout: 15_000, polling: 40 },
    )
    .catch(() => undefined);
}

/**
 * The actions on show (elements marked `data-action`, see actionMark in packages/ui) that the server's guard
 * refuses to the signed-in user, asked without acting: a button a role sees must be one it may use.
 */
export async function refusedActions(page: Page): Promise<string[]> {
  const actions = await page
    .locator('[data-action]:visible')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-action') ?? ''))]);
  return page.evaluate(async (marked) => {
    const refused: string[] = [];
    for (const action of marked) {
      const [method, path] = action.split(' ');
      const answer = await fetch(path.replace(/:[A-Za-z]+/g, '1'), {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-access-check': '1' },
      });
      if (answer.status !== 204) refused.push(`${action} answers ${answer.status} ${await answer.text()}`);
    }
    return refused;
  }, actions);
}
