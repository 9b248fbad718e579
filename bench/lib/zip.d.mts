export interface ZipPart {
  name: string;
  data: Buffer | string | (() => Iterable<Buffer> | AsyncIterable<Buffer>);
  declaredSize?: number;
}
export function zipOf(parts: ZipPart[]): Promise<Buffer>;
export function bombWorkbook(inflatedBytes: number, options?: { declaredSize?: number }): Promise<Buffer>;
export function rowsWorkbook(header: string[], rows: number, row: (i: number) => unknown[]): Promise<Buffer>;
