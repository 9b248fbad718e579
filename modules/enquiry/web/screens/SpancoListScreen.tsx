import { Button, Card, Tabs } from '@mantine/core';
import { PageHeader, useAccess, useServerPaging, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isSpancoStatus, SPANCO_STATUSES } from '../../shared/index.ts';
import * as C from '../../shared/contracts.ts';
import { CountCards } from '../components/CountCards.tsx';
import { EnquiryFilters, type EnquiryFilterState } from '../components/EnquiryFilters.tsx';
import { EnquiryTable } from '../components/EnquiryTable.tsx';

/**
 * The Spanco list (list/{enquiryCode?}/{radio?}, enquiry/list) and the service-enquiry
 * list: enquiries by the shared filters, a tab per Spanco status.
 */
export default function SpancoListScreen({ service = false }: { service?: boolean }) {
  const { enquiryCode, radio } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const [filters, setFilters] = useState<EnquiryFilterState>({});
  const pages = useServerPaging();
  const status = radio && isSpancoStatus(radio) ? radio : 'All';
  const query = {
    ...filters,
    spancoStatus: status === 'All' ? filters.spancoStatus : status,
    enquiryCode: enquiryCode && enquiryCode !== '-' ? enquiryCode : undefined,
    ...pages.query,
  };
  const endpoint = service ? C.serviceEnquiryList : C.spancoList;
  const list = useCall(endpoint, { query }, { placeholderData: (prev) => prev });
  const counsellors = useCall(
    C.counsellors,
    { query: {} },
    { quiet: true, enabled: access.canRead('leadAllocation'), retry: false },
  );
  const base = service ? '/forms/service-enquiry/list' : `/forms/list/${enquiryCode ?? '-'}`;

  return (
    <>
      <PageHeader
        title={service ? 'Service enquiries' : 'Enquiries'}
        crumbs={[{ label: 'Enquiries' }]}
        actions={
          service ? (
            // The service enquiries' figures; whoever reads the list reads them too (one module guards both).
            <Button component={Link} to="/forms/service-enquiry/dashboard" variant="default">
              Dashboard
            </Button>
          ) : access.canWrite('enquiry') ? (
            <Button component={Link} to="/forms/enquiry-form" data-testid="new-enquiry">
              New enquiry
            </Button>
          ) : undefined
        }
      />
      {!service && <CountCards />}
      <Card withBorder radius="md">
        <EnquiryFilters
          value={filters}
          counsellors={counsellors.data?.rows}
          onChange={(f) => {
            setFilters(f);
            pages.restart();
          }}
        />
        {!service && (
          <Tabs value={status} onChange={(v) => navigate(`${base}/${v ?? 'All'}`)} mb="sm">
            <Tabs.List>
              {['All', ...SPANCO_STATUSES].map((s) => (
                <Tabs.Tab key={s} value={s}>
                  {s}
                  {s !== 'All' && list.data ? ` (${list.data.statusCounts[s] ?? 0})` : ''}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        <EnquiryTable
          rows={list.data?.rows}
          error={list.error}
          onRetry={() => list.refetch()}
          paging={pages.paging(list.data?.count)}
        />
      </Card>
    </>
  );
}
