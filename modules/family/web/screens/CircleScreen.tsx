import { Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, isOneOf } from '@portal/core';
import {
  actionMark,
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { MEMBER_RELATIONS, type MemberRelation } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { CircleMember } from '../../shared/contracts.ts';
import { familyMessages } from '../messages/index.ts';

/**
 * family/circle: the parent's child's family circle. The parent invites a grandparent or caregiver by mobile, types
 * back the code the mobile received, names their authorised-pickup record and removes them (their session ends).
 */
export default function CircleScreen() {
  const t = useMessages(familyMessages);
  const client = useQueryClient();
  const circle = useCall(C.circle, { query: {} });
  const [name, setName] = useState('');
  const [relation, setRelation] = useState<MemberRelation | null>('GRANDPARENT');
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => invalidateCalls(client, C.circle);

  async function invite() {
    setBusy(true);
    try {
      const sent = await call(C.inviteMember, {
        body: {
          name,
          relation: relation ?? 'OTHER',
          mobile,
          studentAdmissionId: circle.data?.child.studentAdmissionId,
        },
      });
      notify({ color: 'green', message: t('familyCircle.sent', { mobile: sent.mobile }) });
      setName('');
      setMobile('');
      await refresh();
    } catch (err) {
      notify({ color: 'red', title: t('familyCircle.notDone'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  if (circle.error) return <LoadError error={circle.error} onRetry={() => circle.refetch()} />;
  const data = circle.data;
  return (
    <>
      <PageHeader
        title={t('familyCircle.title')}
        subtitle={data ? t('familyCircle.subtitle', { child: data.child.name }) : ''}
      />
      <Stack maw={640}>
        <Card withBorder>
          <Stack gap="sm">
            <Text fw={600}>{t('familyCircle.invite')}</Text>
            <TextInput label={t('familyCircle.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Select
              label={t('familyCircle.relation')}
              data={MEMBER_RELATIONS.map((r) => ({ value: r, label: t('familyCircle.relationOf', { relation: r }) }))}
              value={relation}
              onChange={(v) => setRelation(isOneOf(MEMBER_RELATIONS, v) ? v : null)}
              allowDeselect={false}
            />
            <TextInput
              label={t('familyCircle.mobile')}
              inputMode="tel"
              value={mobile}
              onChange={(e) => setMobile(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button onClick={invite} loading={busy} disabled={!data} {...actionMark(C.inviteMember)}>
                {t('familyCircle.send')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {!data ? (
          <Text c="dimmed">{t('familyCircle.loading')}</Text>
        ) : data.members.length === 0 ? (
          <EmptyState title={t('familyCircle.empty')} />
        ) : (
          data.members.map((m) => <MemberCard key={m.id} member={m} pickups={data.pickups} onChange={refresh} />)
        )}
      </Stack>
    </>
  );
}

function MemberCard(props: {
  member: CircleMember;
  pickups: readonly { id: number; name: string; mobile: string }[];
  onChange: () => Promise<unknown>;
}) {
  const t = useMessages(familyMessages);
  const m = props.member;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const theirs = props.pickups.filter((p) => p.mobile === m.mobile);
  const [pickupId, setPickupId] = useState<string | null>(theirs[0] ? String(theirs[0].id) : null);

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      notify({ color: 'green', message: done });
      await props.onChange();
    } catch (err) {
      notify({ color: 'red', title: t('familyCircle.notDone'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder data-testid={`member-${m.mobile}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{m.name}</Text>
            <Text size="sm" c="dimmed">
              {t('familyCircle.relationOf', { relation: m.relation })} · {m.mobile}
            </Text>
          </div>
          <Badge variant="light" color={m.status === 'ACTIVE' ? 'green' : 'yellow'}>
            {t('familyCircle.status', { status: m.status })}
          </Badge>
        </Group>
        {m.joinedAt && (
          <Text size="sm">
            {t('familyCircle.joined')}: {formatDate(m.joinedAt)}
          </Text>
        )}
        {m.pickup && (
          <Badge variant="outline" color="blue" w="fit-content">
            {t('familyCircle.pickupStatus', { status: m.pickup.status })}
          </Badge>
        )}
        {m.status === 'INVITED' && (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('familyCircle.code')}
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button
              loading={busy}
              onClick={() =>
                act(
                  () => call(C.confirmMember, { params: { id: m.id }, body: { code } }),
                  t('familyCircle.confirmed', { name: m.name }),
                )
              }
              {...actionMark(C.confirmMember)}
            >
              {t('familyCircle.confirm')}
            </Button>
            <Button
              variant="subtle"
              loading={busy}
              onClick={() =>
                act(() => call(C.resendCode, { params: { id: m.id } }), t('familyCircle.sent', { mobile: m.mobile }))
              }
              {...actionMark(C.resendCode)}
            >
              {t('familyCircle.resend')}
            </Button>
          </Group>
        )}
        {m.status === 'ACTIVE' && !m.pickup && theirs.length > 0 && (
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('familyCircle.makePickup')}
              data={theirs.map((p) => ({ value: String(p.id), label: `${p.name} · ${p.mobile}` }))}
              value={pickupId}
              onChange={setPickupId}
            />
            <Button
              variant="default"
              loading={busy}
              disabled={!pickupId}
              onClick={() =>
                act(
                  () => call(C.memberPickup, { params: { id: m.id }, body: { pickupId: Number(pickupId) } }),
                  t('familyCircle.linked', { name: m.name }),
                )
              }
              {...actionMark(C.memberPickup)}
            >
              {t('familyCircle.linkPickup')}
            </Button>
          </Group>
        )}
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            loading={busy}
            onClick={() =>
              act(() => call(C.removeMember, { params: { id: m.id } }), t('familyCircle.removed', { name: m.name }))
            }
            {...actionMark(C.removeMember)}
          >
            {t('familyCircle.remove')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
