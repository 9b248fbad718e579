import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile, errorMessage, type QueryValue } from '../../api/client.ts';
import { notify } from '../../notify.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Where the list's rows download from: the server writes the file with the list's own filters. */
export interface DataExport {
  path: string;
  query?: Record<string, QueryValue>;
  fileName: string;
  formats?: ExportFormat[];
}

export function ExportButtons({ path, query, fileName, formats = ['csv', 'xlsx'] }: DataExport) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  async function exportAs(format: ExportFormat) {
    setExporting(format);
    try {
      await downloadFile(path, { ...query, format }, `${fileName}.${format}`);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), autoClose: 2000, position: 'top-right' });
    } finally {
      setExporting(null);
    }
  }
  return formats.map((format) => (
    <Button
      key={format}
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={exporting === format}
      onClick={() => exportAs(format)}
      data-testid={`export-${format}`}
    >
      {format.toUpperCase()}
    </Button>
  ));
}
