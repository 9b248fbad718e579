import { useQuery } from '@tanstack/react-query';
import { isEndpointAnswer, type EndpointAnswer, type EndpointDeclaration, type EndpointInput } from '@portal/core';
import { answerKey, ApiError, call, useAccess } from '@portal/ui';
import { classroomDb } from './store.ts';

/** Kept with the device's keys (`device.`), so a sign-out does not forget how long the device was offline. */
const LAST_ONLINE = 'device.classroomLastOnline';

/** When this device last had an answer from the server (ms), or null. */
export function lastOnline(): number | null {
  const text = localStorage.getItem(LAST_ONLINE);
  return text ? Number(text) : null;
}

/** No answer came (no network, or a proxy's failure): what the cache is for. Refusals are not. */
function unreachable(err: unknown): boolean {
  return !navigator.onLine || (err instanceof ApiError && err.statusCode >= 500) || err instanceof TypeError;
}

/**
 * A read the classroom needs offline (the class roster, who may collect a child and their photos, today's
 * medicines): asked from the server while online and kept on the device; without a connection the last answer is
 * used. TanStack Query refetches it as usual (live events, a focus), which keeps the copy fresh.
 */
export async function readThrough<E extends EndpointDeclaration>(
  endpoint: E,
  key: readonly unknown[],
  ask: () => Promise<EndpointAnswer<E>>,
): Promise<EndpointAnswer<E>> {
  const id = JSON.stringify(key);
  try {
    const answer = await ask();
    localStorage.setItem(LAST_ONLINE, String(Date.now()));
    void classroomDb()
      .reads.put({ key: id, answer, at: Date.now() })
      .catch(() => undefined);
    return answer;
  } catch (err) {
    if (!unreachable(err)) throw err;
    const kept = await classroomDb()
      .reads.get(id)
      .catch(() => undefined);
    // A copy an earlier version of the app kept in another shape is not used.
    if (!kept || !isEndpointAnswer(endpoint, kept.answer)) throw err;
    return kept.answer;
  }
}

/**
 * `useCall` for a read the classroom needs offline: the answer is keyed by its contract as every call's is (a write
 * or a live event names it by its endpoint), and asked through `readThrough`. `deviceKey` names the copy on the
 * device; it stays as devices already hold it, so a device offline across a release still finds its copy.
 */
export function useKeptCall<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  deviceKey: readonly unknown[],
) {
  const access = useAccess();
  return useQuery({
    queryKey: answerKey(endpoint, input, access),
    queryFn: () => readThrough(endpoint, deviceKey, () => call(endpoint, input)),
  });
}
