# pyowm's AirPollutionManager, unchanged (vendored in test/fixtures/pyowm), against a weather-double
# server reached as an HTTP proxy: the retired Air Pollution API 1.0 calls (coindex_around_coords,
# ozone_around_coords, no2index_around_coords, so2index_around_coords; each deprecated in pyowm, still
# shipped), now and over windows of each interval pyowm writes, and a window with no sample; then
# what pyowm made of the answers as JSON on stdout for test/pollution/pollution-v1.test.ts.
# argv: the vendored folder, the server's URL.
import json
import sys
import types
import warnings

fixture, proxy = sys.argv[1], sys.argv[2]
# pyowm's __init__ imports every API of the library (and its installed version); the manager needs
# its own modules only.
package = types.ModuleType('pyowm')
package.__path__ = [fixture + '/pyowm']
sys.modules['pyowm'] = package
# The four methods warn that they are deprecated (pyowm's decorator): expected here.
warnings.simplefilter('ignore')

from pyowm.airpollutionapi30.airpollution_manager import AirPollutionManager  # noqa: E402
from pyowm.commons.exceptions import NotFoundError  # noqa: E402
from pyowm.config import DEFAULT_CONFIG  # noqa: E402

config = dict(DEFAULT_CONFIG)
config['connection'] = dict(DEFAULT_CONFIG['connection'], use_ssl=False, use_proxy=True)
config['proxies'] = {'http': proxy}
mgr = AirPollutionManager('pyowm-key', config)


def seen(call):
    try:
        result = call()
    except NotFoundError as error:
        return {'not_found': type(error).__name__}
    out = {
        'time': result.reference_time(),
        'lat': result.location.lat,
        'lon': result.location.lon,
        'interval': result.interval,
    }
    for name in ('co_samples', 'so2_samples', 'no2_samples', 'du_value'):
        if hasattr(result, name):
            out[name] = getattr(result, name)
    return out


print(json.dumps({
    'co_now': seen(lambda: mgr.coindex_around_coords(45, 9)),
    'co_day': seen(lambda: mgr.coindex_around_coords(45, 9, start='2024-05-31 00:00:00+00:00', interval='day')),
    'o3_year': seen(lambda: mgr.ozone_around_coords(0.0, 10.0, start=1700000000, interval='year')),
    'no2_hour': seen(lambda: mgr.no2index_around_coords(51.5085, -0.1257, start=1717200000, interval='hour')),
    'so2_month': seen(lambda: mgr.so2index_around_coords(45, 9, start=1714600000, interval='month')),
    'co_future': seen(lambda: mgr.coindex_around_coords(45, 9, start=1900000000, interval='day')),
}, sort_keys=True))
