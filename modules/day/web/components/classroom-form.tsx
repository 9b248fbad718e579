import { Alert } from '@mantine/core';
import { notify, useAttempt } from '@portal/ui';
import { useState, type FormEvent } from 'react';

type Problems<F extends string> = Partial<Record<F, string>>;

/**
 * A classroom form's save: its fields checked here first (a queued write is not refused later for them), then
 * written through the device's queue. "Saved" is said only of a write that was sent; a kept one shows in the
 * "waiting to send" count. `onDone` closes the form either way.
 */
export function useClassroomSave<F extends string>(opts: {
  problems(): Problems<F>;
  write(): Promise<{ queued: boolean }>;
  sent: { title: string; message: string };
  onDone(): void;
}) {
  const [errors, setErrors] = useState<Problems<F>>({});
  const { busy, error, attempt } = useAttempt();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = opts.problems();
    setErrors(found);
    if (Object.keys(found).length) return;
    await attempt(async () => {
      const done = await opts.write();
      if (!done.queued) notify({ color: 'green', ...opts.sent });
      opts.onDone();
    });
  }
  return { errors, busy, error, submit };
}

/** The server's refusal of a write sent at once, above the form. */
export function SaveError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}
