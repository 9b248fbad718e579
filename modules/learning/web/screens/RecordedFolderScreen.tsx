import { Group, Select, Stack } from '@mantine/core';
import { LoadError, PageHeader, useAccess, useCall } from '@portal/ui';
import { useNavigate, useParams } from 'react-router';
import { DAY_NAMES, LEARNING_MODULES as M } from '../../shared/constants.ts';
import * as V from '../../shared/media.ts';
import { VideoTable } from '../components/VideoTable.tsx';

const num = (v?: string) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const WEEKS = Array.from({ length: 60 }, (_, i) => ({ value: String(i + 1), label: `Week ${i + 1}` }));
const DAYS = DAY_NAMES.map((d, i) => ({ value: String(i + 1), label: `Day ${i + 1} (${d})` }));

/** recorded/folder/{folderId}/{classID?}/{weekNo?}/{dayNo?}: a folder's videos, narrowed by class, week and day. */
export default function RecordedFolderScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const folderId = num(params.folderId) ?? 0;
  const classId = num(params.classID);
  const weekNo = num(params.weekNo);
  const dayNo = num(params.dayNo);
  const choices = useCall(V.recordedChoices);
  if (choices.error) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} />;
  const folder = choices.data?.folders.find((f) => f.id === folderId);
  // The path keeps the spec's order: a week needs a class, a day needs a week (0 stands for "any").
  const go = (c?: number, w?: number, d?: number) => {
    const parts = [folderId, c ?? 0, w ?? 0, d ?? 0];
    while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
    navigate(`/recorded/folder/${parts.join('/')}`);
  };
  const classOptions = (choices.data?.classes ?? [])
    .filter((c) => !folder?.classNames.length || folder.classNames.includes(c.name))
    .map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <>
      <PageHeader
        title={folder ? `Recorded classes: ${folder.name}` : 'Recorded classes'}
        subtitle={folder?.classGroup}
      />
      <Stack>
        <Group align="end">
          <Select
            label="Class"
            placeholder="Any class"
            clearable
            data={classOptions}
            value={classId ? String(classId) : null}
            onChange={(v) => go(num(v ?? undefined), weekNo, dayNo)}
            data-testid="filter-class"
          />
          <Select
            label="Week"
            placeholder="Any week"
            clearable
            searchable
            data={WEEKS}
            value={weekNo ? String(weekNo) : null}
            onChange={(v) => go(classId, num(v ?? undefined), dayNo)}
          />
          <Select
            label="Day"
            placeholder="Any day"
            clearable
            data={DAYS}
            value={dayNo ? String(dayNo) : null}
            onChange={(v) => go(classId, weekNo, num(v ?? undefined))}
          />
        </Group>
        <VideoTable filter={{ folderId, classId, weekNo, dayNo }} canRemove={access.canWrite(M.RECORDED)} />
      </Stack>
    </>
  );
}
