// pyowm's Alert API client (its AlertManager, vendored unchanged in test/fixtures/pyowm, MIT), run
// by Debian's /usr/bin/python3 with python3-requests against a weather-double server reached as an
// HTTP proxy: the calls of pyowm's own integration test (two triggers, list, read, update, delete)
// and its alert calls, checked here from what the client made of the answers
// (test/triggers/pyowm_triggers.py prints it).
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { pyowmAgainstServer } from '../support/pyowm.js';
import { describeWithProgram } from '../support/system-program.js';

const SCRIPT = fileURLToPath(new URL('./pyowm_triggers.py', import.meta.url));
// On the hour: a trigger made then is checked at once.
const NOW = Date.UTC(2024, 5, 1, 12);

describeWithProgram(
  'python3-requests',
  'python3-requests',
  "pyowm's alert manager, unchanged",
  () => {
    const { server, runPyowm } = pyowmAgainstServer(3, NOW);

    it("runs pyowm's integration test of the Alert API, and its alert calls, against the double", async () => {
      const seen = (await runPyowm(SCRIPT)) as Record<string, unknown>;
      expect(seen.count_after_create).toBe(2);
      expect(seen.read_same).toEqual([true, true, true, true, true]);
      expect(seen.conditions_after_update).toEqual(['humidity', 'clouds']);
      const alerts = seen.alerts as {
        id: string;
        trigger_id: string;
        coordinates: { lon: string; lat: string };
        last_update: number;
        met_conditions: {
          current_value: number;
          condition: { weather_param: string; operator: string; amount: number };
        }[];
      }[];
      // Dubai's clouds below 90 % in the slots of the period (an hour to two days ahead).
      expect(alerts.length).toBeGreaterThan(0);
      expect(seen.alerts_in_trigger).toBe(alerts.length);
      for (const alert of alerts) {
        expect(alert.id).toMatch(/^[0-9a-f]{24}$/);
        // The point pyowm sent (the geojson library writes 6 decimals), as text in the history (recorded so).
        expect(alert.coordinates).toEqual({ lon: '55.296936', lat: '25.186302' });
        expect(alert.last_update).toBe(NOW / 1000);
        const [met] = alert.met_conditions;
        expect(met?.condition).toMatchObject({ weather_param: 'clouds', operator: '$lt', amount: 90 });
        expect(met?.current_value).toBeLessThan(90);
      }
      // Moscow's humidity never below 10 %.
      expect(seen.moscow_alerts).toBe(0);
      expect(seen.one_same).toEqual([true, true, true]);
      expect(seen.after_one_deleted).toBe(alerts.length - 1);
      expect(seen.deleted_read).toBe('NotFoundError');
      expect(seen.after_all_deleted).toBe(0);
      expect(seen.count_after_one_delete).toBe(1);
      expect(seen.count_after_deletes).toBe(0);
      const calls = server().requests.map(
        (r) => `${r.method} ${new URL(r.url).pathname.replace(/[0-9a-f]{24}/g, '{id}')} ${r.status}`,
      );
      expect(calls).toContain('POST /data/3.0/triggers 200');
      expect(calls).toContain('PUT /data/3.0/triggers/{id} 200');
      expect(calls).toContain('GET /data/3.0/triggers/{id}/history/{id} 404');
      expect(calls).toContain('DELETE /data/3.0/triggers/{id}/history 204');
    });
  },
  ['/usr/bin/python3', '-c', 'import requests'],
);
