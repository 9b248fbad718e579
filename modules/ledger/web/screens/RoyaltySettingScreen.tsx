import { Alert, Button, Card, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { franchiseeLabel, rupeesToPaise, todayInIndia, type EndpointInput } from '@portal/core';
import { call, DateField, errorMessage, notify, PageHeader, useCall, useResourceRows } from '@portal/ui';
import { useEffect, useState } from 'react';
import { ROYALTY_MODELS } from '../../shared/accounts.ts';
import * as C from '../../shared/contracts.ts';
import { useCentres } from '../components.tsx';
import { ROYALTY_MODEL_LABELS } from '../../shared/labels.ts';
import { feeHeadShape } from '../../shared/resources.ts';

type Setting = Required<EndpointInput<typeof C.saveRoyaltySetting>['body']>;

const rupees = (p: number | null) => (p === null ? '' : (p / 100).toFixed(2));

/** /royalty/setting: a franchisee's royalty terms (percentage, per student or slabs, minimum guarantee). */
export default function RoyaltySettingScreen() {
  const [franchiseeId, setFranchiseeId] = useState<string | null>(null);
  const [s, setS] = useState<Setting>({
    model: 'PERCENT',
    percentBp: 1000,
    perStudentPaise: 0,
    slabs: [{ uptoPaise: null, percentBp: 1000 }],
    minimumGuaranteePaise: 0,
    gstRateBp: 1800,
    effectiveFrom: `${todayInIndia().slice(0, 7)}-01`,
    royaltyHeads: ['TUITION'],
  });
  const heads = useResourceRows(feeHeadShape, { isActive: true, pageSize: 100 });
  const [slabText, setSlabText] = useState<{ upto: string; pct: number }[]>([]);
  const centres = useCentres();
  const current = useCall(
    C.royaltySetting,
    { params: { franchiseeId: Number(franchiseeId) } },
    {
      enabled: Boolean(franchiseeId),
    },
  );
  useEffect(() => {
    const got = current.data?.setting;
    if (got)
      setS({
        model: got.model,
        percentBp: got.percentBp,
        perStudentPaise: got.perStudentPaise,
        slabs: got.slabs,
        minimumGuaranteePaise: got.minimumGuaranteePaise,
        gstRateBp: got.gstRateBp,
        effectiveFrom: got.effectiveFrom,
        royaltyHeads: got.royaltyHeads,
      });
    const slabs = got?.slabs.length ? got.slabs : [{ uptoPaise: null, percentBp: 1000 }];
    setSlabText(slabs.map((x) => ({ upto: rupees(x.uptoPaise), pct: x.percentBp / 100 })));
  }, [current.data]);
  const save = useMutation({
    mutationFn: () => {
      const slabs = slabText.map((x) => ({
        uptoPaise: x.upto.trim() === '' ? null : (rupeesToPaise(x.upto) ?? -1),
        percentBp: Math.round(x.pct * 100),
      }));
      return call(C.saveRoyaltySetting, {
        params: { franchiseeId: Number(franchiseeId) },
        body: { ...s, slabs: s.model === 'SLAB' ? slabs : [] },
      });
    },
    onSuccess: () => notify({ color: 'teal', message: 'Royalty terms saved' }),
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const money = (label: string, value: number, set: (p: number) => void) => (
    <TextInput
      label={label}
      value={rupees(value)}
      onChange={(e) => set(rupeesToPaise(e.currentTarget.value || '0') ?? value)}
    />
  );
  return (
    <>
      <PageHeader title="Royalty setting" />
      <Card withBorder radius="md">
        <Stack maw={560}>
          <Select
            label="Franchisee"
            searchable
            data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }))}
            value={franchiseeId}
            onChange={setFranchiseeId}
          />
          {franchiseeId && (
            <>
              {current.data && !current.data.setting && (
                <Alert color="blue">No royalty terms yet for this franchisee.</Alert>
              )}
              <Select
                label="Model"
                data={ROYALTY_MODELS.map((m) => ({ value: m, label: ROYALTY_MODEL_LABELS[m] }))}
                value={s.model}
                onChange={(v) => setS({ ...s, model: ROYALTY_MODELS.find((m) => m === v) ?? 'PERCENT' })}
              />
              {s.model === 'PERCENT' && (
                <NumberInput
                  label="Percentage (%)"
                  decimalScale={2}
                  value={s.percentBp / 100}
                  onChange={(v) => setS({ ...s, percentBp: Math.round(Number(v) * 100) })}
                />
              )}
              {s.model === 'PER_STUDENT' &&
                money('Amount per student (₹)', s.perStudentPaise, (p) => setS({ ...s, perStudentPaise: p }))}
              {s.model === 'SLAB' && (
                <Stack gap="xs">
                  <Text size="sm">
                    Each slab's percentage applies to the part of the month's collection inside it. Leave the last limit
                    empty.
                  </Text>
                  {slabText.map((x, i) => (
                    <Group key={i}>
                      <TextInput
                        label="Up to (₹)"
                        value={x.upto}
                        onChange={(e) =>
                          setSlabText(slabText.map((y, k) => (k === i ? { ...y, upto: e.currentTarget.value } : y)))
                        }
                      />
                      <NumberInput
                        label="Percentage"
                        decimalScale={2}
                        value={x.pct}
                        onChange={(v) => setSlabText(slabText.map((y, k) => (k === i ? { ...y, pct: Number(v) } : y)))}
                      />
                    </Group>
                  ))}
                  <Button variant="default" onClick={() => setSlabText([...slabText, { upto: '', pct: 0 }])}>
                    Add slab
                  </Button>
                </Stack>
              )}
              {money('Minimum guarantee per month (₹)', s.minimumGuaranteePaise, (p) =>
                setS({ ...s, minimumGuaranteePaise: p }),
              )}
              <MultiSelect
                label="Fee heads that bear royalty"
                description="Collections under these heads count towards the royalty; tuition only by default"
                data={(heads.data?.rows ?? []).map((h) => ({ value: h.code, label: h.name }))}
                value={s.royaltyHeads}
                onChange={(v) => setS({ ...s, royaltyHeads: v })}
              />
              <NumberInput
                label="GST rate (%)"
                decimalScale={2}
                value={s.gstRateBp / 100}
                onChange={(v) => setS({ ...s, gstRateBp: Math.round(Number(v) * 100) })}
              />
              <DateField
                label="Effective from"
                value={s.effectiveFrom}
                onChange={(v) => setS({ ...s, effectiveFrom: v })}
              />
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                Save
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </>
  );
}
