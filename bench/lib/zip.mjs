// Zip files for the upload-limit tests and benchmark: parts may be produced chunk by chunk (a part that
// inflates to gigabytes is never held in memory) and may declare a size other than their real one.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';

async function deflated(chunks) {
  let crc = 0;
  let size = 0;
  const out = [];
  const counted = async function* () {
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
  };
  const collect = new Writable({ write: (c, _e, done) => (out.push(c), done()) });
  await pipeline(Readable.from(counted()), createDeflateRaw({ level: 9 }), collect);
  return { data: Buffer.concat(out), crc, size };
}

/**
 * parts: [{ name, data: Buffer | string | (() => Iterable<Buffer>), declaredSize? }] → the zip's bytes.
 * declaredSize replaces the real inflated size in the headers (a bomb that lies about itself).
 */
export async function zipOf(parts) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const part of parts) {
    const source = typeof part.data === 'function' ? part.data() : [Buffer.from(part.data)];
    const { data, crc, size } = await deflated(source);
    const name = Buffer.from(part.name);
    const usize = part.declaredSize ?? size;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc >>> 0, 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(usize, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(usize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, data);
    centrals.push(central, name);
    offset += head.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const workbookParts = [
  { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
  {
    name: 'xl/workbook.xml',
    data:
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
      '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  },
];

const escapeXml = (v) => String(v).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An .xlsx of one sheet with `header` and `rows` data rows (row(i) gives its cells: numbers, or inline strings). */
export function rowsWorkbook(header, rows, row) {
  // Cells carry their address (A1 …), as spreadsheet programs write them.
  const cell = (v, ref) =>
    typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
  const line = (values, r) =>
    `<row r="${r}">${values.map((v, c) => cell(v, `${String.fromCharCode(65 + c)}${r}`)).join('')}</row>`;
  return zipOf([
    ...workbookParts,
    {
      name: 'xl/worksheets/sheet1.xml',
      data: function* () {
        yield Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${line(header, 1)}`);
        for (let i = 0; i < rows; i += 1000) {
          let chunk = '';
          for (let k = i; k < Math.min(rows, i + 1000); k++) chunk += line(row(k), k + 2);
          yield Buffer.from(chunk);
        }
        yield Buffer.from('</sheetData></worksheet>');
      },
    },
  ]);
}

/**
 * A well-formed .xlsx whose only sheet inflates to `inflatedBytes` of empty markup (no rows), so only a
 * bound on inflated bytes stops it. `declaredSize` makes its headers claim another size.
 */
export function bombWorkbook(inflatedBytes, { declaredSize } = {}) {
  const filler = Buffer.from('<x/>'.repeat(16384));
  const head = Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>`);
  const tail = Buffer.from('</sheetData></worksheet>');
  return zipOf([
    ...workbookParts,
    {
      name: 'xl/worksheets/sheet1.xml',
      declaredSize,
      data: function* () {
        yield head;
        for (let left = inflatedBytes; left > 0; left -= filler.length) yield filler;
        yield tail;
      },
    },
  ]);
}
