/**
 * `GET /sample/city.list.json.gz` on `bulk.openweathermap.org`: the service's city list, every
 * city the double answers by `id` (`./write.ts`). No key: the service serves it as a plain file.
 * @internal
 */
import { ROUTE_PATHS, SERVICE_HOSTS } from '../../service/vocabulary.js';
import { sharedErrors } from '../contract.js';
import type { ContractErrors, Route } from '../route.js';
import { cityListAnswer } from './write.js';

/** The list's errors: only those every route shares but the 401 (no key is asked). */
const cityListErrors: readonly ContractErrors[] = sharedErrors(undefined, '').filter(
  (errors) => errors.status !== 401,
);

/** What tells a city list route from its twin. @internal */
export interface CityListRouteParts {
  /** Whether the list is written without white space (`city.list.min.json.gz`). */
  readonly minified: boolean;
  /** The route's summary, and its OpenAPI operation's. */
  readonly summary: string;
  readonly operationId: string;
  readonly description: string;
}

/**
 * A city list route (`name`): the list (`./write.ts`) as a gzip file on the bulk host, indented or
 * minified; no key, no probe (`check` probes the API's host, the bulk host is not there).
 * @internal
 */
export function cityListRoute<N extends 'cityList' | 'cityListMin'>(
  name: N,
  parts: CityListRouteParts,
): Route<N> {
  const { minified, summary, operationId, description } = parts;
  return {
    name,
    path: ROUTE_PATHS[name],
    summary,
    contentType: 'application/gzip',
    keyless: true,
    answer: (_request, world) => cityListAnswer(world, minified),
    schemas: {},
    probes: () => [],
    contract: () => ({
      operationId,
      summary,
      description,
      host: SERVICE_HOSTS.bulk,
      parameters: [],
      responses: [
        { status: 200, description: 'The gzip file of the list.', contentType: 'application/gzip' },
        ...cityListErrors,
      ],
    }),
  };
}

/** @internal */
export const cityList = cityListRoute('cityList', {
  minified: false,
  summary: 'The city list (indented JSON, gzipped)',
  operationId: 'getCityList',
  description: `Every city the double answers by \`id\`, on \`${SERVICE_HOSTS.bulk}\`: a gzip file of a JSON array, indented by two spaces as the service's file, each entry \`{"id", "name", "state", "country", "coord": {"lon", "lat"}}\` with the ID, name, country and coordinates (4 decimals) the weather routes answer for \`id\`; \`state\` is the US state's code, \`""\` elsewhere. No key.`,
});
