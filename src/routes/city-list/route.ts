/**
 * `GET /sample/city.list.json.gz` on `bulk.openweathermap.org`: the service's city list, every
 * city the double answers by `id` (`./write.ts`). No key: the service serves it as a plain file.
 * @internal
 */
import { ROUTE_PATHS, SERVICE_HOSTS } from '../../service/vocabulary.js';
import { sharedErrors } from '../contract.js';
import type { ContractErrors, Route } from '../route.js';
import { cityListAnswer } from './write.js';

/** The list's errors: only those every route shares but the 401 (no key is asked). @internal */
export const cityListErrors: readonly ContractErrors[] = sharedErrors(undefined, '').filter(
  (errors) => errors.status !== 401,
);

/** @internal */
export const cityList: Route<'cityList'> = {
  name: 'cityList',
  path: ROUTE_PATHS.cityList,
  summary: 'The city list (indented JSON, gzipped)',
  contentType: 'application/gzip',
  keyless: true,
  answer: (_request, world) => cityListAnswer(world, false),
  schemas: {},
  // `check` probes one base URL, the API's host: the bulk host is not there.
  probes: () => [],
  contract: () => ({
    operationId: 'getCityList',
    summary: 'The city list (indented JSON, gzipped)',
    description: `Every city the double answers by \`id\`, on \`${SERVICE_HOSTS.bulk}\`: a gzip file of a JSON array, indented by two spaces as the service's file, each entry \`{"id", "name", "state", "country", "coord": {"lon", "lat"}}\` with the ID, name, country and coordinates (4 decimals) the weather routes answer for \`id\`; \`state\` is the US state's code, \`""\` elsewhere. No key.`,
    host: SERVICE_HOSTS.bulk,
    parameters: [],
    responses: [
      { status: 200, description: 'The gzip file of the list.', contentType: 'application/gzip' },
      ...cityListErrors,
    ],
  }),
};
