import dayjs from 'dayjs';

export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const COMPARE_FORMAT = 'YYYY-MM-DD';

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? `${d.format(DATE_FORMAT)} ${d.format(TIME_FORMAT)}` : '';
}

export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' && /^\d{2}:\d{2}/.test(value) ? dayjs(`2000-01-01T${value}`) : dayjs(value);
  return d.isValid() ? d.format(TIME_FORMAT) : '';
}

/** Integer paise to '₹1,23,456.78' (Indian digit grouping). */
export function formatPaise(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const negative = paise < 0;
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}₹${rupees.toLocaleString('en-IN')}.${rest}`;
}

/** Rupees typed by a person ('1234.5') to integer paise, refusing more than 2 decimals. */
export function rupeesToPaise(rupees: string): number | null {
  const t = rupees.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Upload progress shown with 2 decimals. */
export function formatPercent(loaded: number, total: number): string {
  if (total <= 0) return '0.00';
  return ((loaded / total) * 100).toFixed(2);
}
