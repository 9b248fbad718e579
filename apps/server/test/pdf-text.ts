import { inflateSync } from 'node:zlib';

/** The streams of a PDF as pdfkit writes them (FlateDecode), inflated, as latin1 text. */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = pdf.subarray(start, end);
    try {
      out.push(inflateSync(body).toString('latin1'));
    } catch {
      out.push(body.toString('latin1'));
    }
    re.lastIndex = end + 9;
  }
  return out;
}

/**
 * What a PDF says in its standard (Helvetica) fonts: the hex strings of its text operators decoded, joined by
 * spaces; and whether an embedded font maps a glyph to the rupee sign (its ToUnicode map names U+20B9), which is
 * how a page that shows "₹" can be told from one that writes "Rs.".
 */
export function pdfText(pdf: Buffer): { text: string; rupeeSign: boolean; fonts: string } {
  const all = streams(pdf);
  const text = all
    .flatMap((s) => [...s.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')))
    .join('');
  const rupeeSign =
    all.some((s) => s.includes('beginbfchar') || s.includes('beginbfrange')) && /<20b9>/i.test(all.join('\n'));
  return {
    text,
    rupeeSign,
    fonts:
      pdf
        .toString('latin1')
        .match(/\/BaseFont\s*\/[A-Za-z+-]+/g)
        ?.join(' ') ?? '',
  };
}
