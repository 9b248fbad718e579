import { Alert, Anchor, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { readJson, selectedAcademicYearId, selectedFranchiseeId, useCall, useMessages, writeJson } from '@portal/ui';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { enquiryAlertAllowed, enquiryAlertKey } from '../../shared/alert.ts';
import * as C from '../../shared/contracts.ts';
import { alertMessages } from '../messages/index.ts';

/** How often the 2-hour rule is looked at again while a page stays open. */
const TICK_MS = 60_000;

/**
 * The shell's enquiry alert: leads yet to call and follow-ups due today in the selected centre
 * and year. Hidden on the enquiry screens; once closed it comes back after 2 hours.
 */
export default function EnquiryAlert() {
  const { pathname } = useLocation();
  const [closedAt, setClosedAt] = useState(() => readJson<number>('enquiryAlertClosedAt'));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const franchiseeId = selectedFranchiseeId();
  const academicYearId = selectedAcademicYearId();
  const allowed = enquiryAlertAllowed({
    pathname,
    hasEnquiryAccess: readJson<number>('hasEnquiryAccess') === 1,
    closedAt,
    now,
  });
  const count = useCall(
    C.enquiryCount,
    { query: { franchiseeID: franchiseeId ?? undefined, academicYearID: academicYearId ?? undefined } },
    {
      enabled: allowed && franchiseeId !== null && academicYearId !== null,
      refetchInterval: 5 * 60_000,
      staleTime: 60_000,
      quiet: true,
    },
  );
  const key = count.data ? enquiryAlertKey(count.data) : null;
  if (!allowed || !count.data || !key) return null;
  const { yetToCallCount: calls, todaysFollowUpCount: followUps } = count.data;

  function close() {
    const at = Date.now();
    writeJson('enquiryAlertClosedAt', at);
    setClosedAt(at);
    setNow(at);
  }

  // Its words may still be on their way in another language: the banner waits alone, not the page.
  return (
    <Suspense fallback={null}>
      <AlertBanner words={{ key, calls, followUps }} onClose={close} />
    </Suspense>
  );
}

/**
 * The banner itself, drawn only when something waits: its words load in the reader's language here, so that a
 * page without an alert (every role without enquiry access) never waits for them.
 */
function AlertBanner({
  words,
  onClose,
}: {
  words: { key: NonNullable<ReturnType<typeof enquiryAlertKey>>; calls: number; followUps: number };
  onClose(): void;
}) {
  const t = useMessages(alertMessages);
  const { key, calls, followUps } = words;
  return (
    <Alert
      role="status"
      variant="light"
      color="orange"
      radius="md"
      icon={<IconPhoneCall size={18} />}
      withCloseButton
      closeButtonLabel={t('alert.close')}
      onClose={onClose}
      data-testid="enquiry-alert"
    >
      <Text size="sm">
        {t(`alert.${key}`, { calls, followUps })}.{' '}
        <Anchor component={Link} to="/forms/followup?bucket=due" size="sm" fw={600} data-testid="enquiry-alert-open">
          {t('alert.open')}
        </Anchor>
      </Text>
    </Alert>
  );
}
