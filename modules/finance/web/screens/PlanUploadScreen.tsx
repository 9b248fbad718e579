import { Alert, Button, Card, FileInput, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { authHeaders, errorMessage, notify, PageHeader, useAccess, warnNoAcademicYear } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const COLUMNS = [
  'Plan name',
  'Class category',
  'Fee type',
  'Total (Rs)',
  'Installments',
  'First due date',
  'Months between',
  'Royalty %',
];

/** fee-component/upload: fee plans from an .xlsx (or .csv) sheet, all or nothing. */
export default function PlanUploadScreen() {
  const navigate = useNavigate();
  const { academicYearId } = useAccess();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ row: number; message: string }[]>([]);
  const upload = useMutation({
    mutationFn: async () => {
      if (!academicYearId) {
        warnNoAcademicYear();
        throw new Error('Choose the academic year first');
      }
      // Read the body ourselves: a refused upload lists every bad row.
      const form = new FormData();
      form.append('file', file!);
      const res = await fetch(`/api/fee-plans/upload?academicYearId=${academicYearId}`, {
        method: 'POST',
        headers: authHeaders(),
        body: form,
      });
      const body = (await res.json()) as {
        created: number;
        message?: string;
        errors?: { row: number; message: string }[];
      };
      setProblems(body.errors ?? []);
      if (!res.ok) throw new Error(body.message ?? 'The upload was refused');
      return body;
    },
    onSuccess: (r) => {
      notify({ color: 'teal', message: `${r.created} plan(s) imported; they wait for approval` });
      navigate('/fee-component/list');
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  return (
    <>
      <PageHeader
        title="Upload fee plans"
        crumbs={[{ label: 'Fee plans', to: '/fee-component/list' }, { label: 'Upload' }]}
      />
      <Card withBorder radius="md">
        <Stack maw={560}>
          <Text size="sm">The first sheet needs these columns, one plan per row:</Text>
          <List size="sm">
            {COLUMNS.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List>
          <FileInput label="Spreadsheet (.xlsx or .csv)" accept=".xlsx,.csv" value={file} onChange={setFile} />
          <Button disabled={!file} loading={upload.isPending} onClick={() => upload.mutate()}>
            Upload
          </Button>
          {problems.length > 0 && (
            <Alert color="red">
              {problems.map((p) => (
                <div key={`${p.row}${p.message}`}>
                  Row {p.row}: {p.message}
                </div>
              ))}
            </Alert>
          )}
        </Stack>
      </Card>
    </>
  );
}
