import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { PublicPage } from '../components/PublicPage.tsx';

/** What the form that led here passes on: the centre's name. */
const passedOn = z.object({ centre: z.string().optional() });

const MESSAGES = {
  enquiry: { title: 'Thank you!', text: 'Your enquiry has reached the centre; a counsellor will call you soon.' },
  form: { title: 'Thank you!', text: 'Your form has been received. The centre will be in touch about the next step.' },
  registration: {
    title: 'Registration received',
    text: 'Your child’s seat is held. The centre will confirm it once the registration fee is received.',
  },
  admission: {
    title: 'Admission form received',
    text: 'The admission is confirmed once the admission fee is received; the centre will share the joining details.',
  },
} as const;

/** /enquiry-saved/thankyou, /thankyou, /registrationConfirmation and /admissionConfirmation. */
export default function ThankYouScreen({ kind }: { kind: keyof typeof MESSAGES }) {
  const state = passedOn.safeParse(useLocation().state).data;
  const m = MESSAGES[kind];
  return (
    <PublicPage title={m.title} centre={state?.centre}>
      <Text data-testid="thank-you">{m.text}</Text>
    </PublicPage>
  );
}
