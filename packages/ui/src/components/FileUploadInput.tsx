import { Button, FileButton, Group, Input, Progress, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { formatPercent } from '@portal/core';
import { useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { uploadFile, type UploadProgress } from '../api/upload.ts';
import { useUploadBusy } from './upload-busy.ts';
import { t } from '../i18n/index.tsx';

export interface FileUploadInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  error?: string;
  description?: string;
  accept?: string;
  /** Multipart endpoint answering the stored file ({id, name, size, contentType}). */
  uploadUrl?: string;
  disabled?: boolean;
}

/** Uploads one file at once and keeps the stored file's id; progress shows with 2 decimals. */
export function FileUploadInput({
  label,
  value,
  onChange,
  required,
  error,
  description,
  accept,
  uploadUrl = '/api/files',
  disabled,
}: FileUploadInputProps) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const setBusy = useUploadBusy();

  async function upload(file: File | null) {
    if (!file) return;
    setUploadError(null);
    setFileName(file.name);
    setProgress({ loaded: 0, total: file.size });
    setBusy(true);
    try {
      const res = await uploadFile<{ id?: string; name?: string }>(uploadUrl, file, setProgress);
      onChange(res.id ?? file.name);
      setFileName(res.name ?? file.name);
    } catch (err) {
      setUploadError(errorMessage(err));
    } finally {
      setProgress(null);
      setBusy(false);
    }
  }

  return (
    <Input.Wrapper label={label} required={required} error={error ?? uploadError} description={description}>
      {/* The button never shrinks (its words are whole in every language); on a phone the name goes under it. */}
      <Group gap="sm" mt={4} wrap="wrap">
        <FileButton onChange={upload} accept={accept} disabled={disabled || progress !== null}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              aria-label={`${label}: ${t('common.chooseFile')}`}
              style={{ flex: 'none' }}
              data-testid="file-choose"
            >
              {t('common.chooseFile')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" truncate style={{ flex: '1 1 120px', minWidth: 0 }}>
          {fileName ?? (value ? value.split('/').pop() : t('common.noFile'))}
        </Text>
        {value && !progress && <IconPaperclip size={16} role="img" aria-label={`${label}: uploaded`} />}
      </Group>
      {progress && (
        <Group gap="xs" mt="xs" data-testid="upload-progress">
          <Progress.Root style={{ flex: 1 }}>
            <Progress.Section
              value={Number(formatPercent(progress.loaded, progress.total))}
              aria-label={`${label}: upload progress`}
            />
          </Progress.Root>
          <Text size="xs" fw={600}>
            {formatPercent(progress.loaded, progress.total)}%
          </Text>
        </Group>
      )}
    </Input.Wrapper>
  );
}
