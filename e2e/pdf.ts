import { inflateSync } from 'node:zlib';

/** The text a PDF draws in its built-in fonts: its compressed streams inflated, their hex strings decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1], 'hex').toString('latin1');
    } catch {
      // Not a compressed content stream (a font, an image).
    }
  }
  return text;
}
