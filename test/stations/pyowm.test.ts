// pyowm's Stations API 3.0 client (its StationsManager, vendored unchanged in test/fixtures/pyowm,
// MIT), run by Debian's /usr/bin/python3 with python3-requests against a weather-double server
// reached as an HTTP proxy: the calls of pyowm's own integration test (make two stations, list,
// read, update, buffer and send measurements, read them by day, delete), checked here from what
// the client made of the answers (test/stations/pyowm_stations.py prints it).
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { pyowmAgainstServer } from '../support/pyowm.js';
import { describeWithProgram } from '../support/system-program.js';

const SCRIPT = fileURLToPath(new URL('./pyowm_stations.py', import.meta.url));
const NOW = Date.UTC(2024, 5, 1, 12);

describeWithProgram(
  'python3-requests',
  'python3-requests',
  "pyowm's stations manager, unchanged",
  () => {
    const { server, runPyowm } = pyowmAgainstServer(2, NOW);

    it("runs pyowm's integration test of the Stations API against the double", async () => {
      const seen = (await runPyowm(SCRIPT)) as Record<string, unknown>;
      const made = seen.created as Record<string, unknown>[];
      expect(made.map((s) => [s.external_id, s.name, s.rank])).toEqual([
        ['PYOWM1', 'pyowm_test_station_1', 10],
        ['PYOWM2', 'pyowm_test_station_2', 10],
      ]);
      // pyowm posts lat, lon and alt: the service's decoder knows latitude, longitude and
      // altitude only, so the station is at 0, 0 with no altitude (as a PUT without them, recorded).
      expect(made.map((s) => [s.latitude, s.longitude, s.altitude])).toEqual([
        [0, 0, 'None'],
        [0, 0, 'None'],
      ]);
      expect(made.every((s) => /^[0-9a-f]{24}$/.test(String(s.id)))).toBe(true);
      expect(seen.count_after_create).toBe(2);
      expect(seen.read_same).toEqual([true, true, true]);
      expect(seen.updated).toMatchObject({ name: 'modified_pyowm_test_station_2', rank: 0 });
      expect(seen.aggregated).toEqual(
        [
          [1505260800, { average: 100, max: 100, min: 100, weight: 1 }],
          [1505347200, { average: 80, max: 80, min: 80, weight: 1 }],
          [1505433600, { average: 95, max: 100, min: 90, weight: 2 }],
        ].map(([timestamp, temp]) => ({
          station_id: made[0]?.id,
          timestamp,
          aggregated_on: 'd',
          temp,
          humidity: {},
          wind: {},
          pressure: {},
          precipitation: {},
        })),
      );
      expect(seen.count_after_one_delete).toBe(1);
      expect(seen.count_after_deletes).toBe(0);
      expect(seen.deleted_read).toBe('NotFoundError');
      expect(server().requests.map((r) => `${r.method} ${r.status}`)).toEqual([
        'GET 200',
        'POST 201',
        'POST 201',
        'GET 200',
        'GET 200',
        'PUT 200',
        'GET 200',
        'POST 204',
        'POST 204',
        'POST 204',
        'GET 200',
        'DELETE 204',
        'GET 200',
        'DELETE 204',
        'GET 200',
        'GET 404',
      ]);
    });
  },
  ['/usr/bin/python3', '-c', 'import requests'],
);
