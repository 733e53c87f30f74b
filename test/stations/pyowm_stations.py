# pyowm's StationsManager, unchanged (vendored in test/fixtures/pyowm), against a weather-double
# server reached as an HTTP proxy: the calls of pyowm's own integration test of the Stations API
# (tests/integration/stationsapi30/test_integration_stationsapi30.py), then what came back as JSON
# on stdout for test/stations/pyowm.test.ts to check. argv: the vendored folder, the server's URL.
import json
import sys
import types

fixture, proxy = sys.argv[1], sys.argv[2]
# pyowm's __init__ imports every API of the library; the stations client needs none of them.
package = types.ModuleType('pyowm')
package.__path__ = [fixture + '/pyowm']
sys.modules['pyowm'] = package

from pyowm.config import DEFAULT_CONFIG  # noqa: E402
from pyowm.stationsapi30.buffer import Buffer  # noqa: E402
from pyowm.stationsapi30.measurement import Measurement  # noqa: E402
from pyowm.stationsapi30.stations_manager import StationsManager  # noqa: E402

config = dict(DEFAULT_CONFIG)
config['connection'] = dict(DEFAULT_CONFIG['connection'], use_ssl=False, use_proxy=True)
config['proxies'] = {'http': proxy}
mgr = StationsManager('pyowm-key', config)
seen = {}

n_old = len(mgr.get_stations())
stat1 = mgr.create_station('PYOWM1', 'pyowm_test_station_1', 45.0, 9.0, 189.0)
stat2 = mgr.create_station('PYOWM2', 'pyowm_test_station_2', 46.0, 18.0, 50.0)
seen['created'] = [stat1.to_dict(), stat2.to_dict()]
seen['count_after_create'] = len(mgr.get_stations()) - n_old
got = mgr.get_station(stat1.id)
seen['read_same'] = [got.id == stat1.id, got.external_id == stat1.external_id, got.lat == stat1.lat]
stat2.name = 'modified_pyowm_test_station_2'
mgr.update_station(stat2)
seen['updated'] = mgr.get_station(stat2.id).to_dict()

buf = Buffer(stat1.id)
buf.append_from_dict(dict(station_id=stat1.id, timestamp=1505231630, temperature=100, wind_speed=2.1,
                          wind_gust=67, humidex=77))
buf.append_from_dict(dict(station_id=stat1.id, timestamp=1505429694, temperature=100, wind_speed=2.1,
                          wind_gust=67, humidex=77))
mgr.send_buffer(buf)
mgr.send_measurement(Measurement.from_dict(dict(station_id=stat1.id, timestamp=1505415230, temperature=90,
                                                wind_speed=2.1, wind_gust=67, humidex=77)))
mgr.send_measurements([Measurement.from_dict(dict(station_id=stat1.id, timestamp=1505315230, temperature=80,
                                                  wind_speed=2.1, wind_gust=67, humidex=77))])
msmts = mgr.get_measurements(stat1.id, 'd', 1505200000, 1505430000)
seen['aggregated'] = [m.to_dict() for m in msmts]

mgr.delete_station(stat1)
seen['count_after_one_delete'] = len(mgr.get_stations()) - n_old
mgr.delete_station(stat2)
seen['count_after_deletes'] = len(mgr.get_stations()) - n_old
try:
    mgr.get_station(stat1.id)
    seen['deleted_read'] = 'found'
except Exception as error:  # pyowm's NotFoundError for a 404
    seen['deleted_read'] = type(error).__name__
print(json.dumps(seen, sort_keys=True))
