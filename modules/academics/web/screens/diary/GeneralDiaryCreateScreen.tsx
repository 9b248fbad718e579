import { Alert, Card, Group, Select, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  fillPath,
  PageHeader,
  ResourceForm,
  useAccess,
  useCall,
  useMessages,
  type ResourceScreenProps,
} from '@portal/ui';
import { diaryClasses } from '../../../shared/diary.ts';
import { academicsMessages } from '../../messages/index.ts';
import { dateFromLink } from './dates.ts';
import { diaryMessage } from './server-words.ts';

/** The fields this screen asks for itself: the centre comes from the session, the class and section from above. */
const PLACE = ['franchiseeId', 'classId', 'sectionId'];

/**
 * generaldiary/add-generaldiary/{dateProp}: today’s (or the linked date’s) diary of a class. The centre is the
 * session's; the classes offered are the ones the writer may write for (a teacher's own), and the sections only
 * the chosen class's. Head office without a chosen centre gets the whole form.
 */
export default function GeneralDiaryCreateScreen({ resource, links }: ResourceScreenProps) {
  const t = useMessages(academicsMessages);
  const { dateProp } = useParams();
  const navigate = useNavigate();
  const { franchiseeId } = useAccess();
  const diaryDate = dateFromLink(dateProp);
  const listPath = links.list;
  const choices = useCall(
    diaryClasses,
    { query: franchiseeId ? { franchiseeId } : {} },
    {
      retry: false,
      quiet: true,
    },
  );
  const [picked, setPicked] = useState<{ classId: string; sectionId: string } | null>(null);
  const only = choices.data?.classes.length === 1 ? String(choices.data.classes[0].id) : '';
  const classId = picked?.classId ?? only;
  const sectionId = picked?.sectionId ?? '';
  const chosen = choices.data?.classes.find((c) => String(c.id) === classId);

  const words = {
    diaryDate: { label: t('diary.date') },
    title: { label: t('diary.entryTitle') },
    description: { label: t('diary.whatHappened') },
    franchiseeId: { label: t('diary.centre') },
    classId: { label: t('diary.class') },
    sectionId: { label: t('diary.sectionPick') },
  };
  const place = choices.data
    ? {
        franchiseeId: choices.data.franchiseeId,
        ...(classId ? { classId: Number(classId) } : {}),
        ...(sectionId ? { sectionId: Number(sectionId) } : {}),
      }
    : {};
  return (
    <>
      <PageHeader
        title={t('diary.write')}
        crumbs={[{ label: t('diary.kind', { kind: 'GENERAL' }), to: listPath }, { label: t('diary.new') }]}
      />
      {choices.isPending && <Skeleton h={80} mb="md" />}
      {choices.data && (
        <Card mb="md" data-testid="diary-place">
          {choices.data.classes.length === 0 ? (
            <Alert color="yellow" variant="light" data-testid="diary-no-class">
              {t('diary.noClasses')}
            </Alert>
          ) : (
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={t('diary.class')}
                required
                miw={160}
                data={choices.data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
                value={classId || null}
                onChange={(v) => setPicked({ classId: v ?? '', sectionId: '' })}
                data-testid="diary-class"
              />
              <Select
                label={t('diary.sectionPick')}
                miw={160}
                placeholder={t(classId ? 'diary.wholeClass' : 'diary.classFirst')}
                disabled={!chosen || chosen.sections.length === 0}
                clearable
                data={(chosen?.sections ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                value={sectionId || null}
                onChange={(v) => setPicked({ classId, sectionId: v ?? '' })}
                data-testid="diary-section"
              />
            </Group>
          )}
        </Card>
      )}
      {(choices.data || choices.isError) && (
        <ResourceForm
          key={diaryDate ?? 'none'}
          resource={resource}
          presets={{ ...(diaryDate ? { diaryDate } : {}), ...place }}
          hidden={choices.data ? PLACE : []}
          fieldWords={words}
          submitLabel={t('diary.save')}
          savedMessage={t('diary.saved')}
          translateMessage={(message) => diaryMessage(t, message)}
          onSaved={(row) => navigate(links.view ? fillPath(links.view, row.id) : (listPath ?? '/profile/dashboard'))}
          onCancel={() => navigate(-1)}
        />
      )}
    </>
  );
}
