import { Modal } from '@mantine/core';
import { PageHeader, ResourceForm, ResourceList, useAccess, useMessages } from '@portal/ui';
import { useState } from 'react';
import { OBSERVATION_MODULES as M } from '../../shared/constants.ts';
import { indicatorShape } from '../../shared/resources.ts';
import { observationMessages } from '../messages/index.ts';

/** The server's refusals this screen words in the reader's language: the code's place, a code already taken. */
const CODE_REFUSED = /^An indicator's code starts with its competency's code and a dot, then letters or digits: (.+)$/;
const TAKEN = /^There is already an indicator (.+)$/;

/**
 * observations/indicators: head office's own indicators under the NCF-FS competencies, searched and paged; a new
 * one or an edit opens in place, its words in the four languages. Retiring is turning "offered to teachers" off:
 * the record screen stops offering it, and the observations that named it keep it.
 */
export default function IndicatorsScreen() {
  const t = useMessages(observationMessages);
  const access = useAccess();
  const canWrite = access.superAdmin || access.canWrite(M.INDICATORS);
  const [editing, setEditing] = useState<{ id: number; code: string } | 'new' | null>(null);
  const words = {
    code: { label: t('observations.indicators.code'), help: t('observations.indicators.codeHelp') },
    competency: { label: t('observations.indicators.competency') },
    textEn: { label: t('observations.indicators.textEn') },
    textHi: { label: t('observations.indicators.textHi') },
    textKn: { label: t('observations.indicators.textKn') },
    textTa: { label: t('observations.indicators.textTa') },
    isActive: { label: t('observations.indicators.active') },
  };
  const translate = (message: string) => {
    const refused = CODE_REFUSED.exec(message);
    if (refused) return t('observations.indicators.codeRefused', { example: refused[1] });
    const taken = TAKEN.exec(message);
    if (taken) return t('observations.indicators.taken', { code: taken[1] });
    return message;
  };
  return (
    <>
      <PageHeader title={t('observations.indicators.title')} subtitle={t('observations.indicators.subtitle')} />
      <ResourceList
        resource={indicatorShape}
        onCreate={canWrite ? () => setEditing('new') : undefined}
        onRowClick={canWrite ? (row) => setEditing({ id: Number(row.id), code: String(row.code) }) : undefined}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new'
            ? t('observations.indicators.create')
            : t('observations.indicators.edit', { code: editing?.code ?? '' })
        }
        size="lg"
      >
        {editing !== null && (
          <ResourceForm
            resource={indicatorShape}
            id={editing === 'new' ? null : editing.id}
            fieldWords={words}
            savedMessage={t('observations.indicators.saved')}
            translateMessage={translate}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
