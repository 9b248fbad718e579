import { Alert, Checkbox, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { errorMessage, useCall } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

/** The roles the signed-in user may hand out, as checkboxes with their descriptions. */
export function RolesPicker({
  value,
  onChange,
  disabled,
}: {
  value: number[];
  onChange(ids: number[]): void;
  disabled?: boolean;
}) {
  const roles = useCall(C.assignableRoles, undefined, { retry: false });
  if (roles.isLoading) return <Skeleton h={80} />;
  if (roles.error) {
    return (
      <Alert color="orange" variant="light">
        Roles cannot be listed with your access ({errorMessage(roles.error)}).
      </Alert>
    );
  }
  const options = roles.data?.rows ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" data-testid="roles-picker">
      {options.map((r) => (
        <Checkbox
          key={r.id}
          disabled={disabled}
          checked={value.includes(r.id)}
          onChange={(e) => onChange(e.currentTarget.checked ? [...value, r.id] : value.filter((id) => id !== r.id))}
          label={r.role}
          description={
            <Text size="xs" c="dimmed">
              {r.description}
            </Text>
          }
          data-testid={`role-option-${r.role}`}
        />
      ))}
    </SimpleGrid>
  );
}
