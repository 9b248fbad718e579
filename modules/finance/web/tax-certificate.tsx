import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatPaise } from '@portal/core';
import { downloadFile, useCall, useMessages } from '@portal/ui';
import * as C from '../shared/tax-tally.ts';
import { financeMessages } from './messages/index.ts';

/**
 * The tuition fee certificates of a child's fee account: one row per financial year with tuition paid, each with
 * its "Download tax certificate" button (the PDF for income tax, section 80C).
 */
export function TaxCertificates({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(financeMessages);
  const certificates = useCall(C.taxCertificateYears, { params: { studentAdmissionId } });
  if (!certificates.data) return null;
  const years = certificates.data.years;
  return (
    <Card withBorder radius="md" data-testid="tax-certificates">
      <Text fw={600}>{t('taxCertificate.title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('taxCertificate.intro', { section: '80C' })}
      </Text>
      {years.length === 0 ? (
        <Text size="sm">{t('taxCertificate.none')}</Text>
      ) : (
        <Stack gap="xs">
          {years.map((y) => (
            <Group key={y.financialYear} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={500}>
                  {t('taxCertificate.year', { year: y.financialYear })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('taxCertificate.paid', { amount: formatPaise(y.totalPaise) })}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                data-testid={`tax-certificate-${y.financialYear}`}
                onClick={() =>
                  void downloadFile(
                    `/api/tax-certificates/${studentAdmissionId}/${y.financialYear}`,
                    {},
                    `tuition-fee-certificate-${y.financialYear}.pdf`,
                  )
                }
              >
                {t('taxCertificate.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
