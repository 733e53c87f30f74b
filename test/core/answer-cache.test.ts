import { describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/internal.js';

/** A core whose clock counts its readings and can be moved. */
function countingCore() {
  const clock = { ms: Date.UTC(2024, 5, 1, 18), reads: 0 };
  const core = createCore({
    baseUrl: '*',
    seed: 3,
    now: () => {
      clock.reads++;
      return clock.ms;
    },
  });
  const ask = (query: string, method = 'GET', path = '/data/2.5/weather') => {
    const before = clock.reads;
    const outcome = core.answer(method, new URL(`http://localhost${path}?${query}`));
    if (outcome.kind !== 'answer') throw new Error(outcome.kind);
    return { answer: outcome.answer, reads: clock.reads - before };
  };
  return { clock, ask };
}

describe("the core's answer cache", () => {
  it('answers a request again with the same bytes, reading the clock once to see that they hold', () => {
    const { ask } = countingCore();
    const first = ask('lat=48.85&lon=2.35&appid=k');
    expect(first.answer.status).toBe(200);
    expect(first.reads).toBeGreaterThan(0);
    const second = ask('lat=48.85&lon=2.35&appid=k');
    const third = ask('lat=48.85&lon=2.35&appid=k');
    expect(second.answer.body).toBe(first.answer.body);
    expect(third.answer.body).toBe(first.answer.body);
    expect(second.answer.headers).toEqual(first.answer.headers);
    expect([second.reads, third.reads]).toEqual([1, 1]);
  });

  it('answers anew once the bytes no longer hold, and keeps methods apart', () => {
    const { clock, ask } = countingCore();
    const first = ask('zip=94040,us&appid=k');
    const head = ask('zip=94040,us&appid=k', 'HEAD');
    expect(head.answer.body).toBe('');
    expect(head.reads).toBe(first.reads);
    clock.ms += 6 * 3600_000;
    const later = ask('zip=94040,us&appid=k');
    expect(later.reads).toBe(1 + first.reads);
    expect(later.answer.body).not.toBe(first.answer.body);
    expect(ask('zip=94040,us&appid=k').answer.body).toBe(later.answer.body);
  });

  it('forgets the oldest first sights beyond its bound', () => {
    const { ask } = countingCore();
    const first = ask('zip=94040,us&appid=k&n=0');
    for (let n = 1; n <= 1024; n++) ask(`zip=94040,us&appid=k&n=${n}`);
    // The first request was forgotten: it is answered as a new one, the clock read as the first time.
    const again = ask('zip=94040,us&appid=k&n=0');
    expect(again.reads).toBe(first.reads);
    expect(again.answer.body).toBe(first.answer.body);
    // The most recent one is still known.
    expect(ask('zip=94040,us&appid=k&n=1024').reads).toBe(1);
  });

  it('still knows each of the last 1024 requests after its ring has turned over several times', () => {
    const { ask } = countingCore();
    for (let n = 0; n < 3000; n++) ask(`lat=10&lon=10&appid=k&n=${n}`);
    // A request known by its first sight is answered again and that answer kept: the next time,
    // the very same answer comes back. One not known leaves a first sight: the next answer is new.
    const twice = (n: number) => {
      const query = `lat=10&lon=10&appid=k&n=${n}`;
      const again = ask(query).answer;
      return again === ask(query).answer;
    };
    const known = [];
    for (let n = 3000 - 1024; n < 3000; n++) known.push(twice(n));
    expect(known.filter((kept) => !kept)).toEqual([]);
    expect(twice(3000 - 1025)).toBe(false);
  });

  it('keeps the same query on two routes apart', () => {
    const fresh = countingCore().ask('lat=10&lon=10&appid=k', 'GET', '/data/2.5/forecast');
    const { ask } = countingCore();
    ask('lat=10&lon=10&appid=k');
    const forecast = ask('lat=10&lon=10&appid=k', 'GET', '/data/2.5/forecast');
    expect(forecast.reads).toBe(fresh.reads);
    expect(forecast.answer.body).toBe(fresh.answer.body);
  });
});
