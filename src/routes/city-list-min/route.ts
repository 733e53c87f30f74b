/**
 * `GET /sample/city.list.min.json.gz` on `bulk.openweathermap.org`: the same list as
 * `city.list.json.gz`, without white space.
 * @internal
 */
import { ROUTE_PATHS, SERVICE_HOSTS } from '../../service/vocabulary.js';
import { cityListErrors } from '../city-list/route.js';
import { cityListAnswer } from '../city-list/write.js';
import type { Route } from '../route.js';

/** @internal */
export const cityListMin: Route<'cityListMin'> = {
  name: 'cityListMin',
  path: ROUTE_PATHS.cityListMin,
  summary: 'The city list (minified JSON, gzipped)',
  contentType: 'application/gzip',
  keyless: true,
  answer: (_request, world) => cityListAnswer(world, true),
  schemas: {},
  // `check` probes one base URL, the API's host: the bulk host is not there.
  probes: () => [],
  contract: () => ({
    operationId: 'getCityListMin',
    summary: 'The city list (minified JSON, gzipped)',
    description: `The list of \`/sample/city.list.json.gz\` on \`${SERVICE_HOSTS.bulk}\` without white space: the same entries, in the same order. No key.`,
    host: SERVICE_HOSTS.bulk,
    parameters: [],
    responses: [
      { status: 200, description: 'The gzip file of the list.', contentType: 'application/gzip' },
      ...cityListErrors,
    ],
  }),
};
