import { describe, expect, it } from 'vitest';
import { LoadShedder } from './load-shedder';

describe('load shedding', () => {
  it('admits up to the in-flight bound and refuses the next with a Retry-After', () => {
    const shedder = new LoadShedder({ maxInFlight: 3, maxLagMs: 100 });
    expect([shedder.admit(), shedder.admit(), shedder.admit()]).toEqual([true, true, true]);
    expect(shedder.admit()).toBe(false);
    expect(shedder.retryAfterSeconds()).toBeGreaterThanOrEqual(1);
    shedder.done();
    expect(shedder.admit()).toBe(true);
    expect(shedder.state.shed).toBe(1);
  });

  it('lets one client hold only a bounded share of the process', () => {
    const shedder = new LoadShedder({ maxInFlight: 100, maxLagMs: 100, maxPerClient: 2 });
    expect([shedder.admit('a'), shedder.admit('a'), shedder.admit('a')]).toEqual([true, true, false]);
    expect(shedder.admit('b')).toBe(true);
    shedder.done('a');
    expect(shedder.admit('a')).toBe(true);
  });

  it('refuses on event-loop lag only while requests queue up, and recovers when the loop is free', async () => {
    const shedder = new LoadShedder({ maxInFlight: 100, maxLagMs: 50, minInFlightForLag: 2, sampleMs: 10 });
    shedder.start();
    try {
      // block the loop for 400 ms: the next sample sees the lag
      const until = performance.now() + 400;
      while (performance.now() < until);
      await expect.poll(() => shedder.state.lagMs, { interval: 1, timeout: 1000 }).toBeGreaterThan(50);
      // one slow request before is no queue: a lone request is admitted
      expect(shedder.admit()).toBe(true);
      expect(shedder.admit()).toBe(true);
      expect(shedder.admit()).toBe(false);
      // a calm loop halves the lag each sample until requests are admitted again
      await expect.poll(() => shedder.state.lagMs, { interval: 10, timeout: 2000 }).toBeLessThan(50);
      expect(shedder.admit()).toBe(true);
    } finally {
      shedder.stop();
    }
  });
});
