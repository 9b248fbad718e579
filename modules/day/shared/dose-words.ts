// An import-free file: a parent's home reads a dose's words without the day module's contracts.

/**
 * A dose given as its care event keeps it ("Calpol, 5 ml (the 03:45 PM dose)"): written here once, and read back by
 * `doseParts` so that every screen says it in its reader's words (the medicine and the dose stay as the parent wrote).
 */
export function doseText(medicine: string, dose: string, slot: string): string {
  return `${medicine}, ${dose} (the ${slot} dose)`;
}

/** A dose's care event text taken apart: what was given and at which of the authorised times; null for other text. */
export function doseParts(text: string | null | undefined): { given: string; slot: string } | null {
  const m = /^(.*) \(the (\d{2}:\d{2} [AP]M) dose\)$/s.exec(text ?? '');
  return m ? { given: m[1], slot: m[2] } : null;
}
