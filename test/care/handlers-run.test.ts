// The double's handlers skip MSW's per-request clone for requests without a body (issue 19's speed
// goal); what MSW users rely on still holds: once, requests with a body, the life-cycle events.
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';

const NOW = Date.UTC(2024, 5, 1, 18);
const URL_ = 'https://api.openweathermap.org/data/2.5/weather?zip=94040&appid=k';

describe('the double handlers in MSW', () => {
  it('answer a request with a body as one without (through MSW own run)', async () => {
    const double = createWeatherDouble({ seed: 2, now: () => NOW });
    const plain = await getResponse(double.handlers, new Request(URL_, { method: 'POST' }));
    const withBody = await getResponse(double.handlers, new Request(URL_, { method: 'POST', body: 'a=1' }));
    expect(withBody?.status).toBe(plain?.status);
    expect(await withBody?.text()).toBe(await plain?.text());
    expect(double.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('use a once scenario up on the one request it answers', async () => {
    const double = createWeatherDouble({ seed: 2, now: () => NOW });
    const handlers = [double.scenarios.serverError({ once: true, zip: '10001' }), ...double.handlers];
    const status = async (query: string) =>
      (await getResponse(handlers, new Request(`https://api.openweathermap.org/data/2.5/weather?${query}`)))
        ?.status;
    expect(await status('zip=94040&appid=k')).toBe(200);
    expect(await status('zip=10001&appid=k')).toBe(500);
    expect(await status('zip=10001&appid=k')).toBe(200);
  });

  it('let MSW report the match and the mocked response with the request', async () => {
    const double = createWeatherDouble({ seed: 2, now: () => NOW });
    const server = setupServer(...double.handlers);
    const seen: string[] = [];
    server.events.on('request:match', ({ request }) => seen.push(`match ${request.method} ${request.url}`));
    server.events.on('response:mocked', ({ response }) => seen.push(`mocked ${response.status}`));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const response = await fetch(URL_);
      expect(response.status).toBe(200);
      expect(JSON.parse(await response.text()).name).toBe('Mountain View');
    } finally {
      server.close();
    }
    expect(seen).toEqual([`match GET ${URL_}`, 'mocked 200']);
  });
});
