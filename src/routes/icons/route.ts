/**
 * `GET /img/wn/{icon}.png` on `openweathermap.org`: the weather icon of an icon code (`10d`, the
 * records' `weather[].icon`) as a PNG, 50 px square, `@2x` 100 px, `@4x` 200 px, drawn by the double
 * (`./draw.ts`). No key: the service serves them as plain files.
 * @internal
 */
import { encodePng } from '#deps';
import { ROUTE_PATHS, SERVICE_HOSTS } from '../../service/vocabulary.js';
import { sharedErrors } from '../contract.js';
import type { Route } from '../route.js';
import { ICON_KINDS, ICON_SIZES, iconPixels } from './draw.js';

/** An icon name: two digits, `d` or `n`, and a size suffix. */
const ICON = /^(\d\d)([dn])(|@2x|@4x)$/;

/** @internal */
export const icons: Route<'icons'> = {
  name: 'icons',
  path: ROUTE_PATHS.icons,
  examplePath: '/img/wn/10d@2x.png',
  summary: 'A weather icon',
  contentType: 'image/png',
  keyless: true,
  /** An icon code the service has, in one of its sizes; anything else is a path it does not serve. */
  answer({ path }, world) {
    const match = ICON.exec(path.icon ?? '');
    const kind = match?.[1];
    if (match === null || kind === undefined || !Object.hasOwn(ICON_KINDS, kind))
      return { problem: 'unknownRoute' };
    const size = ICON_SIZES[match[3] as keyof typeof ICON_SIZES];
    const body = world.memoBytes(`icon ${kind}${match[2]} ${size}`, () =>
      encodePng(size, size, iconPixels(kind as keyof typeof ICON_KINDS, match[2] === 'd', size)),
    );
    return { body };
  },
  schemas: {},
  // `check` probes one base URL, the API's host: the site is not there.
  probes: () => [],
  contract: () => ({
    operationId: 'getWeatherIcon',
    summary: 'A weather icon',
    description: `The icon of an icon code (\`weather[].icon\`: \`01d\` … \`50n\`) on \`${SERVICE_HOSTS.site}\`, a PNG 50 pixels square; \`@2x\` 100 and \`@4x\` 200 (\`10d@2x.png\`). Drawn by the double (not the service's images). No key.`,
    host: SERVICE_HOSTS.site,
    parameters: [
      {
        name: 'icon',
        in: 'path',
        description: 'The icon code and size: `10d`, `10d@2x`, `10d@4x`.',
        schema: { type: 'string', pattern: '^(0[1-49]|1[013]|50)[dn](@2x|@4x)?$' },
      },
    ],
    responses: [
      {
        status: 200,
        description: 'The icon, a PNG (RGBA) 50, 100 or 200 pixels square.',
        contentType: 'image/png',
      },
      {
        status: 404,
        description: 'An icon code or size the service does not have.',
        errors: ['unknownRoute'],
      },
      ...sharedErrors(undefined, '').filter((errors) => errors.status !== 401),
    ],
  }),
};
