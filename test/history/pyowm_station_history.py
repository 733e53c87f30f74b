# pyowm's WeatherManager, unchanged (vendored in test/fixtures/pyowm), against a weather-double
# server reached as an HTTP proxy: the station history calls of pyowm's own integration test
# (tests/integration/weatherapi25/test_integration.py: tick, hour and day history, with and without
# a limit, and a station with no data), then what pyowm made of the answers as JSON on stdout for
# test/history/station-history.test.ts. argv: the vendored folder, the server's URL, the station
# ID that has data (a city ID of the double), the one that has none.
import json
import sys
import types

fixture, proxy, station, nothing = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
# pyowm's __init__ imports every API of the library (and its installed version); the weather
# manager needs its own modules only.
package = types.ModuleType('pyowm')
package.__path__ = [fixture + '/pyowm']
sys.modules['pyowm'] = package

from pyowm.config import DEFAULT_CONFIG  # noqa: E402
from pyowm.weatherapi30.weather_manager import WeatherManager  # noqa: E402

config = dict(DEFAULT_CONFIG)
config['connection'] = dict(DEFAULT_CONFIG['connection'], use_ssl=False, use_proxy=True)
config['proxies'] = {'http': proxy}
mgr = WeatherManager('pyowm-key', config)


def seen(historian):
    if historian is None:
        return None
    history = historian.station_history
    return {
        'measurements': {str(dt): m for dt, m in sorted(history.measurements.items())},
        'temperature': historian.temperature_series(),
        'rain': historian.rain_series(),
    }


print(json.dumps({
    'tick': seen(mgr.station_tick_history(station)),
    'tick_limit_2': seen(mgr.station_tick_history(station, limit=2)),
    'tick_nothing': seen(mgr.station_tick_history(nothing)),
    'hour': seen(mgr.station_hour_history(station)),
    'hour_nothing': seen(mgr.station_hour_history(nothing)),
    'day': seen(mgr.station_day_history(station)),
    'day_limit_3': seen(mgr.station_day_history(station, limit=3)),
    'day_nothing': seen(mgr.station_day_history(nothing)),
}, sort_keys=True))
