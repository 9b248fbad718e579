import { Skeleton } from '@mantine/core';
import { LoadError, PageHeader, ResourceForm, useMessages } from '@portal/ui';
import { useNavigate, useParams } from 'react-router';
import { themeShape } from '../../shared/resources.ts';
import { useCompetencyChoices } from '../components/CompetencyPicker.tsx';
import { learningMessages } from '../messages/index.ts';

const LIST = '/learning-cms/theme-and-skills';

/**
 * A theme and its skills, new (learning-cms/theme-and-skills/add) or edited (learning-cms/edit/{themeAndSkillId}):
 * the generic form, with the NCF-FS competencies it serves picked from the framework's list.
 */
export default function ThemeFormScreen({ title }: { title?: string }) {
  const t = useMessages(learningMessages);
  const navigate = useNavigate();
  const id = Number(useParams().themeAndSkillId) || null;
  const { choices, error, retry } = useCompetencyChoices();
  const words = {
    competencies: {
      label: t('learning.competencies.label'),
      help: t('learning.competencies.help'),
      placeholder: t('learning.competencies.placeholder'),
      options: choices ?? {},
    },
  };
  return (
    <>
      <PageHeader
        title={title ?? (id ? 'Theme and skills' : 'New theme')}
        crumbs={[{ label: 'Themes and skills', to: LIST }, { label: id ? 'Edit' : 'New' }]}
      />
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : choices ? (
        <ResourceForm
          resource={themeShape}
          id={id}
          fieldWords={words}
          onSaved={() => navigate(LIST)}
          onCancel={() => navigate(-1)}
        />
      ) : (
        // The form waits for the framework's list, so the competencies are picked from it from the start.
        <Skeleton h={240} />
      )}
    </>
  );
}
