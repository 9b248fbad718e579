export type Pdf = PDFKit.PDFDocument;

/** Renders a PDF to a buffer (A4, the standard Helvetica font: no files to ship). */
export async function renderPdf(draw: (doc: Pdf) => void | Promise<void>, info: { title: string }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit'); // loaded when first needed (about 20 MB resident)
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: info.title, Producer: 'Pre-school franchise portal' },
    });
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
    doc.font('Helvetica-Bold').fontSize(10).text(label, x, y, { width: 170 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(value, x + 175, y, { width: width - 175 });
    doc.moveDown(0.3);
  }
}

export function heading(doc: Pdf, title: string, subtitle?: string): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#333366').text(title, { align: 'left' });
  if (subtitle) doc.font('Helvetica').fontSize(10).fillColor('#555555').text(subtitle);
  doc.fillColor('#000000').moveDown(0.8);
}
