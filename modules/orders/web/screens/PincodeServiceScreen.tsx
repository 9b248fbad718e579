import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { PageHeader, call, errorMessage } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import * as C from '../../shared/contracts.ts';

const PINCODE = /^[1-9]\d{5}$/;

/** home/pincode-service: whether kits can be delivered to a PIN code, from which warehouse, in how many days. */
export default function PincodeServiceScreen() {
  const [pincode, setPincode] = useState('');
  const [touched, setTouched] = useState(false);
  const check = useMutation({
    mutationFn: (pin: string) => call(C.pincodeService, { query: { pincode: pin } }),
  });
  const invalid = touched && !PINCODE.test(pincode) ? 'PIN code must be a 6-digit PIN code' : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (PINCODE.test(pincode)) check.mutate(pincode);
  }

  const result = check.data;
  return (
    <>
      <PageHeader
        title="PIN code service"
        subtitle="Check whether kits and uniforms can be delivered to a PIN code."
        crumbs={[{ label: 'Orders' }, { label: 'PIN code service' }]}
      />
      <Card withBorder radius="md" maw={640}>
        <form onSubmit={submit} noValidate>
          <Group align="start">
            <TextInput
              label="PIN code"
              required
              inputMode="numeric"
              maxLength={6}
              placeholder="560038"
              value={pincode}
              error={invalid}
              onChange={(e) => {
                setPincode(e.currentTarget.value.replace(/\D/g, ''));
                check.reset();
              }}
              data-testid="pincode"
            />
            <Button type="submit" mt={25} loading={check.isPending}>
              Check
            </Button>
          </Group>
        </form>
        <Stack mt="md">
          {check.error && (
            <Alert color="red" title="Could not check">
              {errorMessage(check.error)}
            </Alert>
          )}
          {result && result.serviceable && (
            <Alert
              color="green"
              icon={<IconCircleCheck />}
              title={`${result.pincode} is serviceable`}
              data-testid="pincode-result"
            >
              Delivered from <b>{result.warehouse}</b> in {result.deliveryDays}{' '}
              {result.deliveryDays === 1 ? 'day' : 'days'}.
            </Alert>
          )}
          {result && !result.serviceable && (
            <Alert
              color="orange"
              icon={<IconCircleX />}
              title={`${result.pincode} is not serviceable`}
              data-testid="pincode-result"
            >
              No warehouse delivers to this PIN code yet. Orders for a centre here cannot be placed.
            </Alert>
          )}
          {!result && !check.error && (
            <Text size="sm" c="dimmed">
              Enter a 6-digit PIN code and choose Check.
            </Text>
          )}
        </Stack>
      </Card>
    </>
  );
}
