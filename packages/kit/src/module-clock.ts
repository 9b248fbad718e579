/**
 * A module's own clock for its time rules (a training's meeting window, a ticket's SLA): the real time, unless a test
 * moves it. Every module clock is listed, so a test of the built server can move them all at once
 * (`moveModuleClocks`, for the browser flows' portal host) without naming a module.
 */
export interface ModuleClock {
  now(): Date;
  /** Pretends it is `at` from now on (the clock keeps running); undefined puts the real time back. */
  set(at: Date | undefined): void;
  /** How far ahead of the real time it is, in ms (behind when negative). */
  offsetMs(): number;
}

const clocks = new Set<ModuleClock>();

export function moduleClock(): ModuleClock {
  let offsetMs = 0;
  const clock: ModuleClock = {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => {
      offsetMs = at ? at.getTime() - Date.now() : 0;
    },
    offsetMs: () => offsetMs,
  };
  clocks.add(clock);
  return clock;
}

/** Moves every module's clock to `at`, or back to the real time with undefined. */
export function moveModuleClocks(at: Date | undefined): void {
  for (const clock of clocks) clock.set(at);
}
