# pyowm's WeatherManager, unchanged (vendored in test/fixtures/pyowm), calling
# https://api.openweathermap.org as it always does: its default configuration (use_ssl, certificates
# verified, no proxy of its own), with only the environment set by the test, HTTPS_PROXY and
# REQUESTS_CA_BUNDLE, as a user of pyowm would set them. What pyowm parsed goes to stdout as JSON
# for test/https/clients.test.ts. argv: the vendored folder.
import json
import sys
import types

fixture = sys.argv[1]
# pyowm's __init__ imports every API of the library and the installed package's version.
package = types.ModuleType('pyowm')
package.__path__ = [fixture + '/pyowm']
sys.modules['pyowm'] = package

from pyowm.config import DEFAULT_CONFIG  # noqa: E402
from pyowm.weatherapi30.weather_manager import WeatherManager  # noqa: E402

manager = WeatherManager('test-key', DEFAULT_CONFIG)
seen = {}
observation = manager.weather_at_place('London,GB')
seen['weather'] = {
    'id': observation.location.id,
    'name': observation.location.name,
    'dt': observation.weather.reference_time(),
    'temp': observation.weather.temperature('kelvin')['temp'],
    'status': observation.weather.detailed_status,
}
forecast = manager.forecast_at_place('London,GB', '3h').forecast
seen['forecast'] = {
    'count': len(forecast),
    'first_dt': forecast.weathers[0].reference_time(),
    'first_temp': forecast.weathers[0].temperature('kelvin')['temp'],
}
one_call = manager.one_call(lat=51.5085, lon=-0.1257)
seen['one_call'] = {
    'current_dt': one_call.current.reference_time(),
    'current_temp': one_call.current.temperature('kelvin')['temp'],
    'hours': len(one_call.forecast_hourly),
    'days': len(one_call.forecast_daily),
}
print(json.dumps(seen, sort_keys=True))
