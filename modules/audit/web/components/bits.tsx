import { ActionIcon, Badge, Group, Image, Loader, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { enumLabel, isKeyOf } from '@portal/core';
import { apiFetch, errorMessage } from '@portal/ui';
import { useEffect, useState } from 'react';
import { AUDIT_TYPE_LABELS, bandColor } from '../../shared/constants.ts';

const STATUS_COLOR: Record<string, string> = {
  'IN-PROGRESS': 'blue',
  COMPLETED: 'orange',
  CLOSED: 'green',
  OPEN: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'} data-testid="audit-status" style={{ flexShrink: 0 }}>
      {enumLabel(status)}
    </Badge>
  );
}

export function typeLabel(type: string): string {
  return isKeyOf(AUDIT_TYPE_LABELS, type) ? AUDIT_TYPE_LABELS[type] : type;
}

/** A score as a percentage with its band; a dash before the audit is submitted. */
export function ScoreBadge({ score, band }: { score: number | null | undefined; band: string | null | undefined }) {
  if (score === null || score === undefined) return <Text c="gray.7">—</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={600}>{score.toFixed(1)} %</Text>
      {band && (
        <Badge variant="light" color={bandColor(band)}>
          {band}
        </Badge>
      )}
    </Group>
  );
}

/** An uploaded photo, fetched with the session (files need the bearer token) and shown from a blob. */
export function EvidenceThumb({
  fileId,
  caption,
  onRemove,
}: {
  fileId: string;
  caption?: string | null;
  onRemove?: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [kind, setKind] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    apiFetch(`/api/files/${fileId}`)
      .then((res) => res.blob())
      .then((blob) => {
        setKind(blob.type);
        setUrl((objectUrl = URL.createObjectURL(blob)));
      })
      .catch((err: unknown) => setError(errorMessage(err)));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return (
    <div style={{ position: 'relative', width: 96 }} data-testid="evidence-photo">
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : !url ? (
        <Loader size="sm" />
      ) : kind.startsWith('image/') ? (
        <a href={url} target="_blank" rel="noreferrer">
          <Image src={url} alt={caption ?? 'Evidence'} w={96} h={72} fit="cover" radius="sm" />
        </a>
      ) : (
        <a href={url} target="_blank" rel="noreferrer">
          <Badge variant="outline">PDF</Badge>
        </a>
      )}
      {onRemove && (
        <Tooltip label="Remove photo">
          <ActionIcon
            size="sm"
            color="red"
            variant="filled"
            style={{ position: 'absolute', top: 2, right: 2 }}
            onClick={onRemove}
            aria-label="Remove photo"
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
