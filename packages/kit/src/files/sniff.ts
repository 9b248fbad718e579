/** Upload types the portal accepts, by the name we give them. */
export const ALLOWED_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type AllowedType = (typeof ALLOWED_TYPES)[keyof typeof ALLOWED_TYPES];

/** How much of the start of a file the checks look at. */
export const HEAD_BYTES = 8192;

/** Every xlsx is a zip holding this part; its name is stored uncompressed in the zip's headers. */
export const XLSX_MARKER = Buffer.from('xl/workbook.xml');

export interface SniffInput {
  /** The first HEAD_BYTES bytes (or the whole file when shorter). */
  head: Buffer;
  /** Whether XLSX_MARKER occurs anywhere in the file. */
  hasWorkbook: boolean;
  /** The client's file name, used only to tell CSV (which has no signature) from other text. */
  name: string;
}

/** ISO media brands of still images, which are not videos. */
const STILL_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif']);

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...Buffer.from(s, 'latin1')];

/** The type the bytes really are, or null when it is not one we accept; the client's content type is never asked. */
export function sniffType({ head, hasWorkbook, name }: SniffInput): AllowedType | null {
  if (startsWith(head, ascii('%PDF-'))) return ALLOWED_TYPES.pdf;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ALLOWED_TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return ALLOWED_TYPES.jpeg;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return ALLOWED_TYPES.webp;
  // An ISO media file names its brand in a 'ftyp' box at byte 4 (HEIC and AVIF photos use it too); WebM is EBML.
  if (startsWith(head, ascii('ftyp'), 4))
    return STILL_BRANDS.has(head.toString('latin1', 8, 12)) ? null : ALLOWED_TYPES.mp4;
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ALLOWED_TYPES.webm;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return hasWorkbook ? ALLOWED_TYPES.xlsx : null;
  if (/\.csv$/i.test(name) && isPlainText(head)) return ALLOWED_TYPES.csv;
  return null;
}

/** UTF-8 text without control characters, and not markup (which a browser might render). */
function isPlainText(head: Buffer): boolean {
  let text: string;
  try {
    // stream: true tolerates a character cut in half at the end of the head.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- binary bytes are what tells text from a disguised file
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\ufeff?\s*</.test(text);
}
