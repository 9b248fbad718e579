/** 'City' → 'city' for running text, but acronyms stay: 'PIN code' stays 'PIN code'. */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}
