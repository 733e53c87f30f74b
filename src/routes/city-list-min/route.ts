/**
 * `GET /sample/city.list.min.json.gz` on `bulk.openweathermap.org`: the same list as
 * `city.list.json.gz`, without white space.
 * @internal
 */
import { SERVICE_HOSTS } from '../../service/vocabulary.js';
import { cityListRoute } from '../city-list/route.js';

/** @internal */
export const cityListMin = cityListRoute('cityListMin', {
  minified: true,
  summary: 'The city list (minified JSON, gzipped)',
  operationId: 'getCityListMin',
  description: `The list of \`/sample/city.list.json.gz\` on \`${SERVICE_HOSTS.bulk}\` without white space: the same entries, in the same order. No key.`,
});
