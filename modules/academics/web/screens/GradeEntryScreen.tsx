import { Alert, Button, Group, Paper, Progress, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { formatDate } from '@portal/core';
import {
  call,
  downloadFile,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
  useMessages,
} from '@portal/ui';
import { Link } from 'react-router';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ACADEMIC_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { ClassTermPicker, type ClassTerm } from '../components/ClassTermPicker.tsx';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';
import { gradeWords, type AcademicsWords } from '../components/grade-words.ts';
import { academicsMessages } from '../messages/index.ts';

type Grid = C.GradeGrid;
type CellState = {
  grade: string | null;
  version: number;
  state: 'idle' | 'saving' | 'conflict' | 'error';
  note?: string;
};
const key = (sid: number, pid: number) => `${sid}:${pid}`;
const conflictNote = (t: AcademicsWords, by: string | null, theirs: string | null, mine: string | null) =>
  t('gradeEntry.conflict', {
    by: by ?? t('gradeEntry.anotherTeacher'),
    theirs: theirs ?? t('gradeEntry.noGrade'),
    mine: mine ?? t('gradeEntry.cleared'),
  });

/**
 * grade-book/skills/grade-entry: one grid per class and term, children down and parameters across.
 * Keyboard-first: arrows (and Tab/Enter) move, typing a grade's code or the start of its label sets it,
 * Delete clears; each cell is saved as it changes, with the version it was read at, so another
 * teacher's save in between is shown on the cell instead of being overwritten.
 */
export default function GradeEntryScreen() {
  const t = useMessages(academicsMessages);
  const [pick, setPick] = useState<ClassTerm>({ classId: '', termId: '' });
  const grid = useCall(
    C.gradeGrid,
    { query: { classId: Number(pick.classId), termId: Number(pick.termId) } },
    {
      enabled: pick.classId !== '' && pick.termId !== '',
      refetchOnWindowFocus: false,
    },
  );
  return (
    <>
      <PageHeader
        title={t('gradeEntry.title')}
        subtitle={t('gradeEntry.help')}
        actions={
          // The photos printed on the report cards: kept by whoever enters the grades.
          <Button component={Link} to="/grade-book/skills/photos" variant="default">
            {t('gradeEntry.photos')}
          </Button>
        }
      />
      <ClassTermPicker value={pick} onChange={setPick} />
      {grid.error && <LoadError error={grid.error} onRetry={() => grid.refetch()} />}
      {!pick.termId && <EmptyState title={t('gradeEntry.chooseClassTerm')} />}
      {grid.data && (
        <GradeTable key={`${pick.classId}:${pick.termId}`} grid={grid.data} classId={Number(pick.classId)} />
      )}
    </>
  );
}

function GradeTable({ grid, classId }: { grid: Grid; classId: number }) {
  const t = useMessages(academicsMessages);
  const [cells, setCells] = useState<Record<string, CellState>>(() => {
    const out: Record<string, CellState> = {};
    for (const c of grid.cells)
      out[key(c.studentAdmissionId, c.parameterId)] = { grade: c.grade, version: c.version, state: 'idle' };
    return out;
  });
  const cellsRef = useRef(cells);
  cellsRef.current = cells;
  const refs = useRef(new Map<string, HTMLTableCellElement>());
  const scaleOf = new Map(grid.scales.map((s) => [s.id, s]));
  // The translator is a new function at each render: the cell callbacks read the current one and stay the same.
  const words = useRef(t);
  words.current = t;
  const levelLabel = (l: { grade: string; label: string }) => gradeWords(words.current, l).label ?? l.grade;

  const save = useCallback(
    async (sid: number, pid: number, grade: string | null) => {
      const k = key(sid, pid);
      const before = cellsRef.current[k] ?? { grade: null, version: 0, state: 'idle' };
      setCells((all) => ({ ...all, [k]: { ...before, grade, state: 'saving' } }));
      try {
        const answer = await call(C.saveGradeCell, {
          body: { studentAdmissionId: sid, termId: grid.term.id, parameterId: pid, grade, version: before.version },
        });
        setCells((all) => ({
          ...all,
          [k]: answer.saved
            ? { grade: answer.grade, version: answer.version, state: 'idle' }
            : {
                grade: answer.grade,
                version: answer.version,
                state: 'conflict',
                note: conflictNote(words.current, answer.updatedBy, answer.grade, grade),
              },
        }));
        if (!answer.saved)
          notify({
            color: 'orange',
            title: words.current('gradeEntry.changed'),
            message: words.current('gradeEntry.checkIt', {
              note: conflictNote(words.current, answer.updatedBy, answer.grade, grade),
            }),
          });
      } catch (err) {
        setCells((all) => ({ ...all, [k]: { ...before, state: 'error', note: errorMessage(err) } }));
        notify({ color: 'red', title: words.current('gradeEntry.notSaved'), message: errorMessage(err) });
      }
    },
    [grid.term.id],
  );

  const focus = (row: number, col: number) => {
    const child = grid.children[Math.max(0, Math.min(grid.children.length - 1, row))];
    const param = grid.parameters[Math.max(0, Math.min(grid.parameters.length - 1, col))];
    if (child && param) refs.current.get(key(child.studentAdmissionId, param.id))?.focus();
  };

  const onKey = useCallback(
    (e: KeyboardEvent<HTMLTableCellElement>, row: number, col: number) => {
      const child = grid.children[row];
      const param = grid.parameters[col];
      const move: Record<string, [number, number]> = {
        ArrowUp: [-1, 0],
        ArrowDown: [1, 0],
        ArrowLeft: [0, -1],
        ArrowRight: [0, 1],
        Enter: [1, 0],
      };
      if (move[e.key]) {
        e.preventDefault();
        focus(row + move[e.key][0], col + move[e.key][1]);
        return;
      }
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        void save(child.studentAdmissionId, param.id, null);
        return;
      }
      if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      const typed = e.key.toUpperCase();
      const levels = scaleOf.get(param.scaleId)?.levels ?? [];
      const level =
        levels.find((l) => l.grade.toUpperCase() === typed) ??
        levels.find((l) => l.label.toUpperCase().startsWith(typed));
      e.preventDefault();
      if (!level) {
        notify({
          color: 'red',
          title: words.current('gradeEntry.notAGrade'),
          message: words.current('gradeEntry.typeOneOf', {
            grades: levels.map((l) => `${l.grade} (${levelLabel(l)})`).join(', '),
          }),
        });
        return;
      }
      void save(child.studentAdmissionId, param.id, level.grade);
      focus(row, col + 1);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- grid is fixed for this table's life
    [save],
  );

  useEffect(() => focus(0, 0), []); // eslint-disable-line react-hooks/exhaustive-deps
  const allergies = useAllergies(grid.children.map((c) => c.studentAdmissionId));

  if (grid.children.length === 0) return <EmptyState title={t('gradeEntry.noChildren')} />;
  if (grid.parameters.length === 0) return <EmptyState title={t('gradeEntry.noSkills')} />;
  const filled = Object.values(cells).filter((c) => c.grade).length;
  const total = grid.children.length * grid.parameters.length;
  const legend = grid.scales.flatMap((s) => s.levels.map((l) => `${l.grade} ${levelLabel(l)}`)).join(' · ');
  return (
    <>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text size="sm" c="gray.7">
          {t('gradeEntry.entered', { filled, total })} · {legend}
        </Text>
        <Group gap="xs">
          <PublishButton termId={grid.term.id} termName={grid.term.name} />
          <ClassCards classId={classId} termId={grid.term.id} />
        </Group>
      </Group>
      <Progress value={(filled * 100) / total} size="xs" mb="sm" aria-label={t('gradeEntry.progress')} />
      <ScrollArea type="auto">
        <Table
          withTableBorder
          withColumnBorders
          striped={false}
          fz="sm"
          role="grid"
          aria-label={t('gradeEntry.grid', { term: grid.term.name })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('gradeEntry.child')}</Table.Th>
              {grid.parameters.map((p) => (
                <Table.Th key={p.id} scope="col" style={{ minWidth: 92, verticalAlign: 'bottom' }}>
                  <Tooltip label={`${p.skill} · ${p.subSkill}`}>
                    <Text size="xs" fw={600} lineClamp={3}>
                      {p.name}
                    </Text>
                  </Tooltip>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.children.map((child, row) => (
              <Table.Tr key={child.studentAdmissionId}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  <NameWithAllergy name={child.name} allergies={allergies.get(child.studentAdmissionId)} />
                </Table.Th>
                {grid.parameters.map((p, col) => {
                  const k = key(child.studentAdmissionId, p.id);
                  return (
                    <GradeCell
                      key={p.id}
                      cell={cells[k]}
                      row={row}
                      col={col}
                      label={`${child.name}, ${p.name}`}
                      noGrade={t('gradeEntry.noGrade')}
                      cellRef={(el) => {
                        if (el) refs.current.set(k, el);
                        else refs.current.delete(k);
                      }}
                      onKey={onKey}
                    />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}

const STATE_STYLE: Record<CellState['state'], { background?: string; outline?: string }> = {
  idle: {},
  saving: { background: '#fff8e1' },
  conflict: { background: '#ffe8cc', outline: '2px solid #d9480f' },
  error: { background: '#ffe3e3', outline: '2px solid #c92a2a' },
};

const GradeCell = memo(function GradeCell({
  cell,
  row,
  col,
  label,
  noGrade,
  cellRef,
  onKey,
}: {
  cell: CellState | undefined;
  row: number;
  col: number;
  label: string;
  /** The words read out for a cell without a grade. */
  noGrade: string;
  cellRef(el: HTMLTableCellElement | null): void;
  onKey(e: KeyboardEvent<HTMLTableCellElement>, row: number, col: number): void;
}) {
  const state = cell?.state ?? 'idle';
  return (
    <Table.Td
      ref={cellRef}
      tabIndex={0}
      role="gridcell"
      aria-label={`${label}: ${cell?.grade ?? noGrade}${cell?.note ? `. ${cell.note}` : ''}`}
      title={cell?.note}
      data-state={state}
      onKeyDown={(e) => onKey(e, row, col)}
      style={{ textAlign: 'center', fontWeight: 700, cursor: 'cell', ...STATE_STYLE[state] }}
    >
      {cell?.grade ?? ''}
    </Table.Td>
  );
});

/** Generates the class's report cards as a job and offers the file when it is ready. */
function ClassCards({ classId, termId }: { classId: number; termId: number }) {
  const t = useMessages(academicsMessages);
  const [runId, setRunId] = useState<number | null>(null);
  const status = useCall(
    C.reportCardJobStatus,
    { params: { runId: runId! } },
    {
      enabled: runId !== null,
      refetchInterval: (q) => (q.state.data?.fileId || q.state.data?.error ? false : 1000),
    },
  );
  async function start() {
    try {
      const { runId } = await call(C.reportCardJob, { body: { classId, termId } });
      setRunId(runId);
    } catch (err) {
      notify({ color: 'red', title: t('gradeEntry.notStarted'), message: errorMessage(err) });
    }
  }
  const data = status.data;
  return (
    <Group gap="xs">
      {data && !data.fileId && !data.error && (
        <Text size="sm">{t('gradeEntry.cardsProgress', { progress: data.progress })}</Text>
      )}
      {data?.error && (
        <Alert color="red" py={4}>
          {data.error}
        </Alert>
      )}
      {data?.fileId ? (
        <Button
          size="xs"
          variant="light"
          onClick={() => void downloadFile(`/api/files/${data.fileId}`, {}, 'report-cards.pdf')}
        >
          {t('gradeEntry.downloadCards', { count: data.cards ?? 0 })}
        </Button>
      ) : (
        <Paper>
          <Button size="xs" variant="default" onClick={start} loading={runId !== null && !data?.error}>
            {t('gradeEntry.classCards')}
          </Button>
        </Paper>
      )}
    </Group>
  );
}

/** Opens the term's report cards of the centre to parents from today: the centre head's decision, not a teacher's. */
function PublishButton({ termId, termName }: { termId: number; termName: string }) {
  const t = useMessages(academicsMessages);
  const [busy, setBusy] = useState(false);
  const mayPublish = useAccess().canWrite(M.PUBLISH);
  async function publish() {
    setBusy(true);
    try {
      const answer = await call(C.publishTerm, { body: { termId } });
      notify({
        color: 'green',
        message: t('gradeEntry.published', { term: termName, date: formatDate(answer.publishFrom) }),
      });
    } catch (err) {
      notify({ color: 'red', title: t('gradeEntry.notPublished'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  if (!mayPublish) return null;
  return (
    <Button size="xs" onClick={publish} loading={busy}>
      {t('gradeEntry.publish')}
    </Button>
  );
}
