# pyowm's AlertManager, unchanged (vendored in test/fixtures/pyowm), against a weather-double server
# reached as an HTTP proxy: the calls of pyowm's own integration test of the Alert API
# (tests/integration/alertapi30/test_integration_alertapi30.py: two triggers, list, read, update,
# delete), then its alert calls (a trigger's alerts, one alert, delete one, delete all), and what
# came back as JSON on stdout for test/triggers/pyowm.test.ts to check.
# argv: the vendored folder, the server's URL.
import copy
import json
import sys
import types

fixture, proxy = sys.argv[1], sys.argv[2]
# pyowm's __init__ imports every API of the library; the alert client needs none of them.
package = types.ModuleType('pyowm')
package.__path__ = [fixture + '/pyowm']
sys.modules['pyowm'] = package

from pyowm.alertapi30.alert_manager import AlertManager  # noqa: E402
from pyowm.alertapi30.condition import Condition  # noqa: E402
from pyowm.alertapi30.enums import OperatorsEnum, WeatherParametersEnum  # noqa: E402
from pyowm.commons import exceptions  # noqa: E402
from pyowm.config import DEFAULT_CONFIG  # noqa: E402
from pyowm.utils import geo, timestamps  # noqa: E402

config = dict(DEFAULT_CONFIG)
config['connection'] = dict(DEFAULT_CONFIG['connection'], use_ssl=False, use_proxy=True)
config['proxies'] = {'http': proxy}
mgr = AlertManager('pyowm-key', config)
seen = {}

cond1 = Condition(WeatherParametersEnum.HUMIDITY, OperatorsEnum.LESS_THAN, 10)
cond2 = Condition(WeatherParametersEnum.CLOUDS, OperatorsEnum.LESS_THAN, 90)
# pyowm sends the period as milliseconds after its own clock: from an hour to two days ahead.
now = timestamps.now(timeformat='unix')
start, end = now + 3600, now + 2 * 86400
# A rectangle around Moscow, and a point in Dubai (pyowm's integration test's areas).
area1 = geo.Polygon.from_dict({'type': 'Polygon', 'coordinates': [[
    [36.826171875, 55.17259379606185], [39.012451171875, 55.17259379606185],
    [39.012451171875, 56.15778819063682], [36.826171875, 56.15778819063682],
    [36.826171875, 55.17259379606185]]]})
area2 = geo.Point.from_dict({'type': 'Point', 'coordinates': [55.29693603515625, 25.186301620540558]})

n_old = len(mgr.get_triggers())
trigger1 = mgr.create_trigger(start, end, conditions=[cond1], area=[area1])
trigger2 = mgr.create_trigger(start, end, conditions=[cond2], area=[area2])
seen['count_after_create'] = len(mgr.get_triggers()) - n_old
result = mgr.get_trigger(trigger1.id)
seen['read_same'] = [result.id == trigger1.id, result.start_after_millis == trigger1.start_after_millis,
                     result.end_after_millis == trigger1.end_after_millis,
                     len(result.conditions) == 1, len(result.area) == 1]
modified = copy.deepcopy(trigger2)
modified.conditions = [cond1, cond2]
mgr.update_trigger(modified)
seen['conditions_after_update'] = [c.weather_param for c in mgr.get_trigger(modified.id).conditions]
mgr.update_trigger(trigger2)

fresh = mgr.get_trigger(trigger2.id)
alerts = mgr.get_alerts_for(fresh)
seen['alerts_in_trigger'] = len(fresh.get_alerts())
seen['alerts'] = [dict(a.to_dict(), met_conditions=[dict(current_value=c['current_value'],
                                                         condition=c['condition'].to_dict())
                                                    for c in a.met_conditions])
                  for a in alerts]
seen['moscow_alerts'] = len(mgr.get_alerts_for(trigger1))
one = mgr.get_alert(alerts[0].id, fresh)
seen['one_same'] = [one.id == alerts[0].id, one.trigger_id == trigger2.id, one.coordinates == alerts[0].coordinates]
mgr.delete_alert(one)
seen['after_one_deleted'] = len(mgr.get_alerts_for(fresh))
try:
    mgr.get_alert(one.id, fresh)
    seen['deleted_read'] = 'found'
except exceptions.NotFoundError:
    seen['deleted_read'] = 'NotFoundError'
mgr.delete_all_alerts_for(fresh)
seen['after_all_deleted'] = len(mgr.get_alerts_for(fresh))

mgr.delete_trigger(trigger1)
seen['count_after_one_delete'] = len(mgr.get_triggers()) - n_old
mgr.delete_trigger(modified)
seen['count_after_deletes'] = len(mgr.get_triggers()) - n_old
print(json.dumps(seen))
