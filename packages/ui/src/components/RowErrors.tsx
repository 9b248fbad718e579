import { DataTable, type DataColumn } from './data-table/index.ts';

/** A problem with one row of an uploaded sheet, by its number in the file (and the column, when known). */
export interface RowError {
  row: number;
  field?: string;
  message: string;
}

const ROW: DataColumn<RowError> = { id: 'row', header: 'Row', width: 80, nowrap: true };
const COLUMN: DataColumn<RowError> = { id: 'field', header: 'Column' };
const PROBLEM: DataColumn<RowError> = { id: 'message', header: 'Problem', primary: true };

const BY_ROW = [ROW, PROBLEM];
const BY_ROW_AND_COLUMN = [ROW, COLUMN, PROBLEM];

/** The bad rows of an upload, paged so a sheet with thousands of them stays quick. */
export function RowErrors({ errors, withColumn = false }: { errors: RowError[]; withColumn?: boolean }) {
  return (
    <DataTable
      card={false}
      data={errors}
      columns={withColumn ? BY_ROW_AND_COLUMN : BY_ROW}
      rowId={(_, i) => String(i)}
      paging={{ pageSize: 50 }}
      testId="upload-errors"
      striped
    />
  );
}
