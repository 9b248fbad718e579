import { Alert, Anchor, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDate } from '@portal/core';
import {
  actionMark,
  call,
  DateField,
  errorMessage,
  IfAllowed,
  notify,
  useCall,
  useMessages,
  useResourceRows,
} from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as L from '../../shared/launch.ts';
import { developmentMessages } from '../messages/index.ts';
import { cityShape } from '@portal/mod-org/shared/resources';

interface Props {
  id: number;
  /** The prospect's own words, offered as the form's first values. */
  name: string;
  email: string | null;
  city: string;
  signed: boolean;
}

/**
 * "Convert to centre" on a prospect who signed the agreement: the opening day, the centre's name and the owner's
 * login address; once converted, the centre and its launch board.
 */
export function ConvertToCentre({ id, name, email, city, signed }: Props) {
  const t = useMessages(developmentMessages);
  const converted = useCall(L.prospectCentre, { params: { id } });
  const cities = useResourceRows(cityShape, { pageSize: 100 }, signed);
  const [openingDate, setOpeningDate] = useState('');
  const [centreName, setCentreName] = useState('');
  const [loginEmail, setLoginEmail] = useState(email ?? '');
  const [cityId, setCityId] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [cityState, setCityState] = useState<string | null>(null);
  const [cityCode, setCityCode] = useState(
    city
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase(),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const centre = converted.data?.centre;
  if (centre)
    return (
      <Stack gap={4} data-testid="converted-centre">
        <Text size="sm">
          {t('convert.converted', { centre: centre.centreName, date: formatDate(centre.openingDate) })}
        </Text>
        <Anchor component={Link} to={`/development/launches/${centre.franchiseeId}`} size="sm">
          {t('convert.launchBoard')}
        </Anchor>
      </Stack>
    );
  if (!signed || converted.isLoading) return null;

  const cityOptions = (cities.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const guessed = cityOptions.find((c) => c.label.toLowerCase() === city.toLowerCase())?.value ?? null;

  const newCity = cities.data !== undefined && !cityId && !guessed;
  const states = (cityShape.fields.state.options ?? []).map((o) => ({ value: o.value, label: o.label }));

  async function convert() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await call(L.convertProspect, {
        params: { id },
        // A city the master does not hold yet is added with its state and code; the centre's code follows it.
        body: newCity
          ? { openingDate, centreName, loginEmail, cityState: cityState ?? undefined, cityCode, address }
          : { openingDate, centreName, loginEmail, cityId: Number(cityId ?? guessed), address },
      });
      notify({ color: 'green', message: t('convert.opened', { centre: centreName, tasks: answer.tasks }) });
      await converted.refetch();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <IfAllowed endpoint={L.convertProspect}>
      <Stack gap="sm" data-testid="convert-form">
        <Text size="sm">{t('convert.intro', { name })}</Text>
        {problem && (
          <Alert color="red" data-testid="convert-problem">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <DateField
            label={t('convert.openingDay')}
            required
            value={openingDate}
            onChange={setOpeningDate}
            data-testid="convert-opening-day"
          />
          <TextInput
            label={t('convert.centreName')}
            required
            value={centreName}
            onChange={(e) => setCentreName(e.currentTarget.value)}
          />
          <TextInput
            label={t('convert.loginEmail')}
            required
            value={loginEmail}
            onChange={(e) => setLoginEmail(e.currentTarget.value)}
          />
          <Select
            label={t('convert.city')}
            required
            data={cityOptions}
            value={cityId ?? guessed}
            onChange={setCityId}
            searchable
            data-testid="convert-city"
          />
          {newCity && (
            <>
              <Text size="sm" data-testid="convert-new-city" style={{ gridColumn: '1 / -1' }}>
                {t('convert.newCity', { city })}
              </Text>
              <Select
                label={t('convert.cityState')}
                required
                data={states}
                value={cityState}
                onChange={setCityState}
                searchable
                data-testid="convert-city-state"
              />
              <TextInput
                label={t('convert.cityCode')}
                required
                value={cityCode}
                maxLength={4}
                onChange={(e) => setCityCode(e.currentTarget.value.toUpperCase())}
                data-testid="convert-city-code"
              />
            </>
          )}
          <TextInput
            label={t('convert.address')}
            required
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
        </SimpleGrid>
        <div>
          <Button
            loading={busy}
            onClick={() => void convert()}
            data-testid="convert"
            {...actionMark(L.convertProspect)}
          >
            {t('convert.convert')}
          </Button>
        </div>
      </Stack>
    </IfAllowed>
  );
}
