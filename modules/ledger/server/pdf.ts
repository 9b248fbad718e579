import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatPaise, formatRs } from '@portal/core';

export type Pdf = PDFKit.PDFDocument;

/** Where Debian's fonts-noto-core puts Noto Sans, whose Latin has the rupee sign the built-in Helvetica lacks. */
const NOTO_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto', '/usr/share/fonts/opentype/noto'];

function notoSans(weight: 'Regular' | 'Bold'): string | null {
  for (const dir of NOTO_DIRS) {
    const file = path.join(dir, `NotoSans-${weight}.ttf`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Noto Sans regular and bold, or null when the server has no Noto fonts (amounts then read "Rs."). */
export function rupeeFonts(): { regular: string; bold: string } | null {
  if (found === undefined) {
    const regular = notoSans('Regular');
    found = regular ? { regular, bold: notoSans('Bold') ?? regular } : null;
  }
  return found;
}
let found: { regular: string; bold: string } | null | undefined;

/**
 * An amount as a PDF writes it: "₹1,234.50" when the rupee font is there (the text helpers below then write it in
 * Noto Sans), "Rs. 1,234.50" on a server without it.
 */
export function pdfRupees(paise: number): string {
  return rupeeFonts() ? formatPaise(paise) : formatRs(paise);
}

/** The font a piece of text is written in: Helvetica, or Noto Sans ("Money") when it carries the rupee sign. */
export function fontFor(text: string, bold = false): string {
  if (text.includes('₹') && rupeeFonts()) return bold ? 'Money-Bold' : 'Money';
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/**
 * Renders a PDF to a buffer (A4, the standard Helvetica font for words; Noto Sans, registered as "Money", for text
 * with the rupee sign when the server has it: a font is embedded only when a page uses it).
 */
export async function renderPdf(draw: (doc: Pdf) => void | Promise<void>, info: { title: string }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit'); // loaded when first needed (about 20 MB resident)
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: info.title, Producer: 'Pre-school franchise portal' },
    });
    const fonts = rupeeFonts();
    if (fonts) {
      doc.registerFont('Money', fonts.regular);
      doc.registerFont('Money-Bold', fonts.bold);
    }
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(draw(doc)).then(() => doc.end(), reject);
  });
}

/** A two-column table of label and value rows. */
export function keyValues(doc: Pdf, rows: [string, string][], x = 48, width = 500): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(fontFor(label, true)).fontSize(10).text(label, x, y, { width: 170 });
    doc
      .font(fontFor(value))
      .fontSize(10)
      .text(value, x + 175, y, { width: width - 175 });
    doc.moveDown(0.3);
  }
}

export function heading(doc: Pdf, title: string, subtitle?: string): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#333366').text(title, { align: 'left' });
  if (subtitle) doc.font(fontFor(subtitle)).fontSize(10).fillColor('#555555').text(subtitle);
  doc.fillColor('#000000').moveDown(0.8);
}
