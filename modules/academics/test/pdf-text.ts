import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with the standard fonts: each content stream is inflated and the
 * hex strings of its TJ/Tj operators decoded (one line per text operator). Enough to check a report card.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const stream = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = stream.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    stream.lastIndex = end;
  }
  return out.join('\n');
}
