import { describe, expect, it } from 'vitest';
import { createRequestLog, logAnswer, REQUEST_LOG_LIMIT } from '../../src/core/log.js';

const url = (search: string) => new URL(`https://api.openweathermap.org/data/2.5/weather${search}`);

describe('the request log', () => {
  it('shows an entry with its URL masked and its query read, however it is read', () => {
    const { log, add } = createRequestLog();
    logAnswer(add, 'get', url('?zip=94040%2Cus&appid=s3cret&lang=de#frag'), null, 200);
    const expected = {
      method: 'GET',
      url: 'https://api.openweathermap.org/data/2.5/weather?zip=94040%2Cus&appid=***&lang=de',
      query: { zip: '94040,us', appid: '***', lang: 'de' },
      status: 200,
      scenario: null,
      fault: null,
      latency: 0,
      outcome: 'answered',
    };
    expect(log).toEqual([expected]);
    expect(Object.keys(log)).toEqual(['0']);
    expect(0 in log).toBe(true);
    expect(Object.getOwnPropertyDescriptor(log, 0)?.value).toEqual(expected);
    expect([...log]).toEqual([expected]);
    expect(Object.isFrozen(log[0])).toBe(true);
    expect(log[0]).toBe(log.at(0));
  });

  it('marks an entry undelivered whether or not the log was read before', () => {
    const { log, add } = createRequestLog();
    const first = logAnswer(add, 'GET', url('?q=London&appid=k'), null, 200, 'hang', 10);
    first.undelivered('aborted');
    expect(log[0]).toMatchObject({ status: 0, outcome: 'aborted', fault: 'hang', latency: 10 });
    const second = logAnswer(add, 'GET', url('?q=Paris&appid=k'), 'delayed', 200, null, 0);
    expect(log[1]).toMatchObject({ status: 200, outcome: 'answered', scenario: 'delayed' });
    second.undelivered('closed');
    expect(log[1]).toMatchObject({ status: 0, outcome: 'closed', query: { q: 'Paris', appid: '***' } });
    expect(Object.isFrozen(log[1])).toBe(true);
  });

  it('says nothing of an entry cleared or pushed out before it was marked', () => {
    const { log, add } = createRequestLog();
    const cleared = logAnswer(add, 'GET', url('?id=1'), null, 200);
    log.clear();
    cleared.undelivered('aborted');
    expect(log).toEqual([]);
    const out = logAnswer(add, 'GET', url('?id=0'), null, 200);
    for (let i = 1; i <= REQUEST_LOG_LIMIT; i++) logAnswer(add, 'GET', url(`?id=${i}`), null, 200);
    out.undelivered('aborted');
    expect(log).toHaveLength(REQUEST_LOG_LIMIT);
    expect(log[0]?.query).toEqual({ id: '1' });
    expect(log.at(-1)?.query).toEqual({ id: String(REQUEST_LOG_LIMIT) });
    expect(log.every((entry) => entry.status === 200)).toBe(true);
  });

  it('refuses writes', () => {
    const { log, add } = createRequestLog();
    logAnswer(add, 'GET', url(''), null, 401);
    expect(() => (log as unknown as unknown[]).push(1)).toThrow(TypeError);
    expect(() => {
      (log as unknown as unknown[])[0] = 1;
    }).toThrow(TypeError);
    expect(log[0]?.url).toBe('https://api.openweathermap.org/data/2.5/weather');
    expect(log[0]?.query).toEqual({});
  });
});
