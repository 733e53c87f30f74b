// What the request log says about answers that never reached the client (issue 19), and that the
// log is a read-only view.
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWeatherDouble, type RecordedRequest } from 'weather-double/handlers';
import { startWeatherServer, type WeatherServer } from 'weather-double/server';

const NOW = Date.UTC(2024, 5, 1, 18);
const SERVICE = 'https://api.openweathermap.org/data/2.5/weather';

/** Asks the handlers for `query`, the client giving up after `abortAfterMs`. */
async function askAndGiveUp(
  double: ReturnType<typeof createWeatherDouble>,
  query: string,
  abortAfterMs: number,
) {
  const controller = new AbortController();
  const pending = getResponse(
    double.handlers,
    new Request(`${SERVICE}?${query}`, { signal: controller.signal }),
  );
  setTimeout(() => controller.abort(), abortAfterMs);
  return pending;
}

const outcomeOf = ({ status, scenario, fault, outcome }: RecordedRequest) => ({
  status,
  scenario,
  fault,
  outcome,
});

describe('the request log of answers never delivered (handlers)', () => {
  it('logs status 0 and outcome "aborted" when the client gives up during `latency`', async () => {
    const double = createWeatherDouble({ seed: 1, now: () => NOW, latency: { median: 5_000, p99: 5_000 } });
    const response = await askAndGiveUp(double, 'zip=94040&appid=k', 20);
    expect(response?.type).toBe('error');
    await vi.waitFor(() => expect(double.requests).toHaveLength(1));
    expect(outcomeOf(double.requests[0] as RecordedRequest)).toEqual({
      status: 0,
      scenario: null,
      fault: null,
      outcome: 'aborted',
    });
    expect(double.requests[0]?.latency).toBe(5_000);
  });

  it('logs status 0 and outcome "aborted" when the client gives up during a delayed() scenario', async () => {
    const delayed = createWeatherDouble({ seed: 1, now: () => NOW });
    const handlers = [delayed.scenarios.delayed(5_000), ...delayed.handlers];
    const controller = new AbortController();
    const pending = getResponse(
      handlers,
      new Request(`${SERVICE}?zip=94040&appid=k`, { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 20);
    expect((await pending)?.type).toBe('error');
    await vi.waitFor(() => expect(delayed.requests).toHaveLength(1));
    expect(outcomeOf(delayed.requests[0] as RecordedRequest)).toEqual({
      status: 0,
      scenario: 'delayed',
      fault: null,
      outcome: 'aborted',
    });
  });

  it('says what reached the client in every other case', async () => {
    const double = createWeatherDouble({ seed: 1, now: () => NOW });
    const ask = async (handlers = double.handlers, query = 'zip=94040&appid=k') => {
      const response = await getResponse(handlers, new Request(`${SERVICE}?${query}`));
      await response?.arrayBuffer().catch(() => undefined);
    };
    await ask();
    await ask(double.handlers, 'zip=00000&appid=k');
    await ask([double.scenarios.networkError()]);
    await ask([double.scenarios.malformed()]);
    expect(double.requests.map(outcomeOf)).toEqual([
      { status: 200, scenario: null, fault: null, outcome: 'answered' },
      { status: 404, scenario: null, fault: null, outcome: 'answered' },
      { status: 0, scenario: 'networkError', fault: null, outcome: 'networkError' },
      { status: 200, scenario: 'malformed', fault: null, outcome: 'cutOff' },
    ]);
    const controller = new AbortController();
    const hung = getResponse(
      [double.scenarios.hang()],
      new Request(`${SERVICE}?zip=94040&appid=k`, { signal: controller.signal }),
    );
    controller.abort();
    await hung;
    expect(outcomeOf(double.requests.at(-1) as RecordedRequest)).toEqual({
      status: 0,
      scenario: 'hang',
      fault: null,
      outcome: 'hang',
    });
  });
});

describe('the request log of answers never delivered (server)', () => {
  let server: WeatherServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('logs status 0 and outcome "aborted" when the client disconnects during `latency`', async () => {
    server = await startWeatherServer({
      port: 0,
      seed: 1,
      now: () => NOW,
      latency: { median: 5_000, p99: 5_000 },
    });
    // The client hangs up once the server has the request (a fixed delay could end before it
    // arrives on a busy machine).
    const controller = new AbortController();
    const pending = fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`, { signal: controller.signal });
    const { requests } = server;
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await vi.waitFor(() => expect(requests[0]?.outcome).toBe('aborted'), { timeout: 10_000 });
    expect(outcomeOf(requests[0] as RecordedRequest)).toEqual({
      status: 0,
      scenario: null,
      fault: null,
      outcome: 'aborted',
    });
  });

  it('logs status 0 and outcome "closed" when the server is closed during `latency`', async () => {
    server = await startWeatherServer({
      port: 0,
      seed: 1,
      now: () => NOW,
      latency: { median: 5_000, p99: 5_000 },
    });
    const pending = fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`).catch((error: Error) => error);
    const { requests } = server;
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await server.close();
    expect(await pending).toBeInstanceOf(Error);
    expect(outcomeOf(requests[0] as RecordedRequest)).toEqual({
      status: 0,
      scenario: null,
      fault: null,
      outcome: 'closed',
    });
  });

  it('logs the status and outcome "answered" of an answer sent late', async () => {
    server = await startWeatherServer({ port: 0, seed: 1, now: () => NOW, latency: { median: 5, p99: 5 } });
    const response = await fetch(`${server.url}/data/2.5/weather?zip=94040&appid=k`);
    await response.text();
    expect(outcomeOf(server.requests[0] as RecordedRequest)).toEqual({
      status: 200,
      scenario: null,
      fault: null,
      outcome: 'answered',
    });
  });
});

describe('requests is a read-only view', () => {
  it('refuses push, splice, index writes and length changes; clear() still empties it', async () => {
    const double = createWeatherDouble({ seed: 1, now: () => NOW });
    await getResponse(double.handlers, new Request(`${SERVICE}?zip=94040&appid=k`));
    await getResponse(double.handlers, new Request(`${SERVICE}?zip=00000&appid=k`));
    const log = double.requests as unknown as RecordedRequest[];
    expect(() => log.push({} as RecordedRequest)).toThrow(TypeError);
    expect(() => log.splice(0, 1)).toThrow(TypeError);
    expect(() => {
      log[0] = {} as RecordedRequest;
    }).toThrow(TypeError);
    expect(() => {
      log.length = 0;
    }).toThrow(TypeError);
    expect(() => log.sort()).toThrow(TypeError);
    expect(() => log.reverse()).toThrow(TypeError);
    expect(double.requests).toHaveLength(2);
    expect(double.requests[0]?.status).toBe(200);
    expect(Object.isFrozen(double.requests[0])).toBe(true);
    // Reading works as on any array.
    expect(double.requests.map((r) => r.status)).toEqual([200, 404]);
    expect([...double.requests]).toHaveLength(2);
    expect(Array.isArray(double.requests)).toBe(true);
    double.requests.clear();
    expect(double.requests).toHaveLength(0);
  });

  it('is typed read-only', () => {
    const double = createWeatherDouble();
    // @ts-expect-error push is not part of the read-only view
    expect(() => double.requests.push).not.toThrow();
    expect(typeof double.requests.clear).toBe('function');
  });
});
