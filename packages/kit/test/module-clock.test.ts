import { afterEach, describe, expect, it } from 'vitest';
import { moduleClock, moveModuleClocks } from '../src/index.ts';

afterEach(() => moveModuleClocks(undefined));

describe('module clocks', () => {
  it('are moved all at once, keep running from there, and go back to the real time', () => {
    const [a, b] = [moduleClock(), moduleClock()];
    const at = new Date('2026-12-02T05:30:00Z');
    moveModuleClocks(at);
    for (const clock of [a, b]) {
      expect(Math.abs(clock.now().getTime() - at.getTime())).toBeLessThan(1_000);
      expect(clock.now().getTime()).toBeGreaterThanOrEqual(at.getTime());
    }
    moveModuleClocks(undefined);
    expect(a.offsetMs()).toBe(0);
    expect(Math.abs(b.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('moves one clock alone when a test sets it', () => {
    const [a, b] = [moduleClock(), moduleClock()];
    a.set(new Date(Date.now() + 3_600_000));
    expect(Math.round(a.offsetMs() / 60_000)).toBe(60);
    expect(b.offsetMs()).toBe(0);
  });
});
