// One Call 4.0's alert detail, GET /data/4.0/onecall/alert/{alert_id} (issue 41): each ID a 4.0
// record carries answers the alert One Call 3.0 reports (the page's fields, in its order), through
// the handlers and the server, whatever the clock; IDs the double does not know answer 404.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWeatherDouble } from 'weather-double/handlers';
import { handlersAndServer } from '../support/both.js';

const PHOENIX = 'lat=33.4484&lon=-112.074';
/** A clock at which Phoenix's weather (seed 0) raises a heat advisory (the OpenAPI example's). */
const AT = Date.UTC(2024, 4, 29, 18);
const PATH = '/data/4.0/onecall/alert';
const NOT_FOUND = '{"cod":404,"message":"alert not found","parameters":["alert_id"]}';

/** What a double of `seed` at `now` answers to `target` through its handlers (no server). */
async function answerOf(seed: number, now: number, target: string) {
  const double = createWeatherDouble({ seed, now: () => now });
  const response = await getResponse(double.handlers, new Request(`https://api.openweathermap.org${target}`));
  return { status: response?.status, body: await response?.text() };
}

describe('GET /data/4.0/onecall/alert/{alert_id}', () => {
  const { both: get } = handlersAndServer({ seed: 0, now: () => AT });

  it('answers the alert each ID of a 4.0 record names: One Call 3.0’s alert, the page’s fields', async () => {
    {
      const current = await get(`/data/4.0/onecall/current?${PHOENIX}&appid=k`);
      const ids = (JSON.parse(current.body).data[0].alerts ?? []) as string[];
      expect(ids.length).toBeGreaterThan(0);
      const three = JSON.parse(
        (await get(`/data/3.0/onecall?${PHOENIX}&exclude=minutely,hourly,daily&appid=k`)).body,
      ).alerts as Record<string, unknown>[];
      for (const [index, id] of ids.entries()) {
        const detail = await get(`${PATH}/${id}?appid=k`);
        expect(detail.status).toBe(200);
        const body = JSON.parse(detail.body);
        expect(Object.keys(body)).toEqual(['id', 'sender_name', 'event', 'start', 'end', 'description']);
        const { tags: _tags, ...reported } = three[index] as Record<string, unknown>;
        expect(body).toEqual({ id, ...reported });
        // Lower case names the same alert; the answer writes the ID as the double hands it out.
        expect((await get(`${PATH}/${id.toLowerCase()}?appid=k`)).body).toBe(detail.body);
      }
    }
  });

  it('answers an ID whatever the clock, and 404 for IDs it does not know', async () => {
    const id = '9974C72D-12D6-340A-5D5C-007472D02053';
    const detail = await get(`${PATH}/${id}?appid=k`);
    expect(JSON.parse(detail.body)).toMatchObject({ event: 'Heat Advisory', start: 1717102800 });
    expect((await answerOf(0, Date.UTC(2025, 0, 1), `${PATH}/${id}?appid=k`)).body).toBe(detail.body);
    // The checksum broken, the page's own example, not an ID, a part of one: 404.
    for (const unknown of [
      `${id.slice(0, -1)}4`,
      '8B46C632-DCA7-44D7-8BDF-02445621BAFF',
      'not-an-id',
      id.slice(0, 8),
    ]) {
      const answer = await get(`${PATH}/${unknown}?appid=k`);
      expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
    }
    expect((await get(`${PATH}/${id}?appid=`)).status).toBe(401);
    // Another seed's weather at Phoenix raises no heat advisory starting that hour.
    expect((await answerOf(7, AT, `${PATH}/${id}?appid=k`)).status).toBe(404);
  });
});
