export { DataTable, type DataTableProps } from './DataTable.tsx';
export { DataPager } from './DataPager.tsx';
export type { DataExport, ExportFormat } from './ExportButtons.tsx';
export type { ClientPaging, DataColumn, RowSelection, ServerPaging, SortDir, SortState } from './types.ts';
export { nextSort, sortRows } from './sorting.ts';
export { pageCount, rangeLabel } from './paging.ts';
export { useServerPaging } from './useServerPaging.ts';
