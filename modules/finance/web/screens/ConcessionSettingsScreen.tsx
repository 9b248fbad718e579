import { Button, Card, Group, Modal, SimpleGrid, Text, Title } from '@mantine/core';
import { formatPercentage, enumLabel } from '@portal/core';
import { PageHeader, ResourceForm, ResourceList, useAccess, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { concessionTypeShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { CONCESSION_RULES } from '../../shared/index.ts';
import { financeMessages } from '../messages/index.ts';

/**
 * concession/settings: concession types (edited in place), the GST settings per kind
 * of supply, and links to the centre's fee settings.
 */
export default function ConcessionSettingsScreen() {
  const access = useAccess();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const taxes = useCall(C.listTaxSettings, { query: { pageSize: 50 } });
  const canWrite = access.superAdmin || access.canWrite('ConcessionAndTAXSettings');
  const t = useMessages(financeMessages);
  // The rule and its settings in the reader's language.
  const ruleWords = {
    rule: {
      label: t('concessionRules.rule'),
      help: t('concessionRules.ruleHelp'),
      options: Object.fromEntries(CONCESSION_RULES.map((r) => [r, t(`concessionRules.${r}`)])),
    },
    franchiseeId: { label: t('concessionRules.centre'), help: t('concessionRules.centreHelp') },
    feeHeads: { label: t('concessionRules.feeHeads', { example: 'TUITION' }) },
    validFrom: { label: t('concessionRules.validFrom') },
    laterChildrenOnly: { label: t('concessionRules.laterChildrenOnly') },
    earlyDays: { label: t('concessionRules.earlyDays') },
  };
  return (
    <>
      <PageHeader
        title="Concession and tax settings"
        actions={
          <Group>
            <Button variant="default" component={Link} to="/concession/application-setting">
              Application fees
            </Button>
            <Button variant="default" component={Link} to="/concession/fee-setting">
              Fee setting
            </Button>
          </Group>
        }
      />
      <Title order={4} mb="sm">
        Concession types
      </Title>
      <ResourceList
        resource={concessionTypeShape}
        onCreate={canWrite ? () => setEditing('new') : undefined}
        onRowClick={canWrite ? (row) => setEditing(Number(row.id)) : undefined}
      />
      <Title order={4} mt="xl" mb="sm">
        GST by kind of supply
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {(taxes.data?.rows ?? []).map((t) => (
          <Card key={t.id} withBorder component={Link} to={`/concession/tax/${t.type}`}>
            <Text fw={600}>{t.label}</Text>
            <Text size="sm" c="dimmed">
              {enumLabel(t.type)} · GST {formatPercentage(t.gstRateBp, 'basisPoints')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New concession type' : 'Concession type'}
        size="lg"
      >
        {editing !== null && (
          <ResourceForm
            resource={concessionTypeShape}
            id={editing === 'new' ? null : editing}
            fieldWords={ruleWords}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
