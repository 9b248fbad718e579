import type { KeyboardEvent } from 'react';

/**
 * Numeric-only input helper (spec section 5): digits pass, a decimal point
 * passes once when decimals are allowed, other printable keys are blocked.
 * Control keys (Tab, arrows, Backspace) and shortcuts are left alone.
 */
export function numericKeyFilter(allowDecimal = false) {
  return (event: KeyboardEvent<HTMLInputElement>): void => {
    const { key, ctrlKey, metaKey, altKey } = event;
    if (ctrlKey || metaKey || altKey || key.length !== 1) return;
    if (/\d/.test(key)) return;
    if (allowDecimal && key === '.' && !event.currentTarget.value.includes('.')) return;
    event.preventDefault();
  };
}

/** Whether a key would be accepted by numericKeyFilter (pure, for tests). */
export function isNumericKeyAllowed(key: string, current: string, allowDecimal = false): boolean {
  if (key.length !== 1) return true;
  if (/\d/.test(key)) return true;
  return allowDecimal && key === '.' && !current.includes('.');
}
