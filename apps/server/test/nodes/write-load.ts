/**
 * A steady stream of acknowledged writes (a pincode each, POST /api/pincodes) from several clients, for the
 * failover test and bench/failover.mjs: what was acknowledged, what was refused, and the longest time between
 * two acknowledgements. A client that is refused waits a moment before its next write.
 */

export interface Refusal {
  at: number;
  status: number;
  retryAfter: string | null;
  message?: string;
}

export interface LoadReport {
  /** Ids of the records whose creation was acknowledged (201). */
  acknowledged: number[];
  refused: Refusal[];
  /** The longest stretch in which no write was acknowledged. */
  longestGapMs: number;
}

export function writeLoad(base: string, token: string, opts: { workers: number; firstPincode: number }) {
  const acknowledged: number[] = [];
  const ackTimes: number[] = [];
  const refused: Refusal[] = [];
  let next = opts.firstPincode;
  let running = true;
  const worker = async () => {
    while (running) {
      const pincode = String(next++);
      let refusal: Refusal | null = null;
      try {
        const res = await fetch(`${base}/api/pincodes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ pincode, area: 'Failover Lane' }),
        });
        const body = (await res.json().catch(() => ({}))) as { id?: number; message?: string };
        if (res.status === 201 && body.id) {
          acknowledged.push(body.id);
          ackTimes.push(Date.now());
        } else refusal = { at: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), ...body };
      } catch (err) {
        refusal = { at: Date.now(), status: 0, retryAfter: null, message: String(err) };
      }
      if (refusal) {
        refused.push(refusal);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  const startedAt = Date.now();
  const workers = Promise.all(Array.from({ length: opts.workers }, worker));
  const report = (): LoadReport => {
    const times = [startedAt, ...ackTimes].sort((a, b) => a - b);
    let longestGapMs = 0;
    for (let i = 1; i < times.length; i++) longestGapMs = Math.max(longestGapMs, times[i] - times[i - 1]);
    return { acknowledged: [...acknowledged], refused: [...refused], longestGapMs };
  };
  return {
    report,
    /** Writes acknowledged since `at`. */
    ackedSince: (at: number) => ackTimes.filter((t) => t > at).length,
    async stop(): Promise<LoadReport> {
      running = false;
      await workers;
      return report();
    },
  };
}
