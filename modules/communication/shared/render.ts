import { DLT_VAR_MAX, MESSAGES, TEMPLATE_VARIABLES, type TemplateVariable } from './constants.ts';
import { isKeyOf } from '@portal/core';

const VARIABLE = /\{(\w+)\}/g;
const DLT_VAR = '{#var#}';

/** The variables a template body names, in order. */
export function variablesOf(body: string): string[] {
  return [...body.matchAll(VARIABLE)].map((m) => m[1]);
}

/** Variables a body names that the portal does not know. */
export function unknownVariables(body: string): string[] {
  return variablesOf(body).filter((name) => !(name in TEMPLATE_VARIABLES));
}

/** Fills each {variable} with its value (an unknown or missing one is left empty). */
export function render(body: string, values: Partial<Record<TemplateVariable, string>>): string {
  return body.replace(VARIABLE, (_, name: string) => (isKeyOf(values, name) ? (values[name] ?? '') : ''));
}

/** The text registered with DLT: each variable becomes {#var#}. */
export function dltForm(body: string): string {
  return body.replace(VARIABLE, DLT_VAR);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks a rendered SMS against its registered template: the fixed text must be exactly as registered and
 * each {#var#} at most 30 characters. Answers the reason it would be refused, or null when it may be sent.
 */
export function dltRefusal(registered: string, message: string, names: readonly string[] = []): string | null {
  const parts = registered.split(DLT_VAR);
  const pattern = new RegExp(`^${parts.map(escape).join('([\\s\\S]*?)')}$`);
  const match = pattern.exec(message);
  if (!match) return MESSAGES.dltMismatch;
  for (let i = 1; i < match.length; i++) {
    if (match[i].length > DLT_VAR_MAX) {
      const name = names[i - 1];
      const label = name && isKeyOf(TEMPLATE_VARIABLES, name) ? TEMPLATE_VARIABLES[name] : `Variable ${i}`;
      return MESSAGES.dltVarTooLong(label, match[i].length);
    }
  }
  return null;
}
