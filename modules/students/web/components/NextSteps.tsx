import { Button, Group } from '@mantine/core';
import { routeRefusal, type RouteAccess } from '@portal/core';
import { useAccess, useMessages } from '@portal/ui';
import { Link } from 'react-router';
import { studentsMessages } from '../messages/index.ts';

interface NextStep {
  /** Its words in the module's catalogue (admission.<words>). */
  words: 'assignPlan' | 'ledger' | 'payment' | 'order';
  testId: string;
  to(admissionId: number): string;
  /** The guard of the screen it opens, as that module's route table declares it. */
  guard: RouteAccess;
}

/** What a person usually does next with an admitted child: the fee plan, the ledger, a payment, an order. */
const NEXT_STEPS: NextStep[] = [
  {
    words: 'assignPlan',
    testId: 'next-assign-plan',
    to: (id) => `/fee-component/fee-plan/assign/${id}`,
    guard: { modules: ['FeePlanList'], write: true },
  },
  {
    words: 'ledger',
    testId: 'next-ledger',
    to: (id) => `/ledger/student-ledger/${id}`,
    guard: { modules: ['ledger'] },
  },
  {
    words: 'payment',
    testId: 'next-payment',
    to: () => '/payments/pay',
    guard: { modules: ['UserPaymentLinks'], write: true },
  },
  {
    words: 'order',
    testId: 'next-order',
    to: () => '/place-order',
    guard: { modules: ['PlaceOrders'], write: true },
  },
];

/** The next steps the user may open, decided by the same rule as the shell's route guard. */
export function NextSteps({ admissionId }: { admissionId: number }) {
  const t = useMessages(studentsMessages);
  const access = useAccess();
  const subject = {
    superAdmin: access.superAdmin,
    // These routes name no authorize level nor approval code.
    roleNames: [],
    modulesAuth: [],
    holds: access.canRead,
    mayWrite: access.canWrite,
  };
  const open = NEXT_STEPS.filter((step) => routeRefusal(subject, step.guard) === null);
  if (!open.length) return null;
  return (
    <Group gap="xs" data-testid="student-next-steps">
      {open.map((step) => (
        <Button
          key={step.testId}
          component={Link}
          to={step.to(admissionId)}
          size="xs"
          variant="light"
          data-testid={step.testId}
        >
          {t(`admission.${step.words}`)}
        </Button>
      ))}
    </Group>
  );
}
