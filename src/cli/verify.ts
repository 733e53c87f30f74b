import { WeatherDoubleError } from '../errors.js';
import type { PactLogLevel, ProviderVerificationResult } from '../pact/index.js';
import { parseCommandArgs, shapeFlag } from './args.js';
import type { Command } from './index.js';

const options = {
  'provider-base-url': { type: 'string' },
  'api-key': { type: 'string' },
  pact: { type: 'string', multiple: true },
  'log-level': { type: 'string' },
  shape: { type: 'string' },
} as const;

const help = `Usage: weather-double verify --provider-base-url URL [options]

Verifies a running provider of the weather service (this package's double, your own fake, or the
real service) against the pact shipped in this package for a record shape (the current weather;
for the specification's shape also postal code geocoding and the 5-day, 16-day and hourly
forecasts), with Pact's verifier. One Call, air pollution, the UV index and the city lists:
verifyWeatherProvider({ contract: 'oneCall' }). Pact prints its report
as it goes; a summary of each interaction follows. Exit code 0 when every interaction passes, 1 when
one fails, 2 for bad options. Needs @pact-foundation/pact (an optional peer dependency).

Options:
  --provider-base-url URL  Where the provider runs, e.g. http://127.0.0.1:8080.   Required
  --api-key K              A real key: put in the appid of every request that
                           carries one (the no-key interaction is sent as is).    Default: the pact's example key
  --shape S                specification (the specification's record) or current
                           (the record the live service sends today).             Default: specification
  --pact FILE              A pact file or URL to verify against (repeatable).     Default: the shipped pact of --shape
  --log-level L            Pact's log level: trace, debug, info, warn, error.     Default: warn
  --help                   Show this help.

Examples:
  weather-double serve --port 8080 &
  weather-double verify --provider-base-url http://127.0.0.1:8080
  weather-double verify --provider-base-url https://api.openweathermap.org --api-key "$OWM_API_KEY" --shape current`;

/** The summary printed after Pact's own report: one line per interaction, mismatches under it. */
export function summarize(result: ProviderVerificationResult): string {
  const lines = [`Verified ${result.providerBaseUrl}:`];
  for (const interaction of result.interactions) {
    lines.push(`  ${interaction.ok ? '✓' : '✗'} ${interaction.description}`);
    for (const mismatch of interaction.mismatches) lines.push(`      ${mismatch}`);
  }
  const failed = result.interactions.filter((i) => !i.ok).length;
  const total = result.interactions.length;
  lines.push(
    failed === 0
      ? `${total} interaction${total === 1 ? '' : 's'} passed.`
      : `${failed} of ${total} interaction${total === 1 ? '' : 's'} failed.`,
  );
  return `${lines.join('\n')}\n`;
}

/** Loads the pact entry, which needs the optional peer dependency @pact-foundation/pact. */
async function loadPact() {
  try {
    return await import('../pact/index.js');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (
      code === 'ERR_MODULE_NOT_FOUND' &&
      String((error as Error).message).includes('@pact-foundation/pact')
    ) {
      throw new WeatherDoubleError(
        'PROVIDER_VERIFICATION_FAILED',
        "'weather-double verify' needs the optional peer dependency @pact-foundation/pact: npm install --save-dev @pact-foundation/pact",
        { cause: error },
      );
    }
    throw error;
  }
}

/** `weather-double verify`: a provider against the shipped pacts, with a report per interaction. */
export const verifyCommand: Command = {
  summary: 'Verify a running provider against the shipped Pact contract',
  help,
  async run(argv) {
    const values = parseCommandArgs('verify', argv, options);
    const providerBaseUrl = values['provider-base-url'];
    if (providerBaseUrl === undefined) {
      throw new WeatherDoubleError(
        'INVALID_OPTION',
        "Missing option --provider-base-url for 'weather-double verify': give the provider's URL, e.g. --provider-base-url http://127.0.0.1:8080.",
        { path: '--provider-base-url' },
      );
    }
    const logLevel = values['log-level'];
    const shape = shapeFlag(values.shape);
    const pact = await loadPact();
    try {
      const result = await pact.verifyWeatherProvider({
        providerBaseUrl,
        apiKey: values['api-key'],
        pactUrls: values.pact,
        logLevel: logLevel as PactLogLevel | undefined,
        shape,
      });
      process.stdout.write(summarize(result));
      return 0;
    } catch (error) {
      if (error instanceof pact.ProviderVerificationError && error.result) {
        process.stdout.write(summarize(error.result));
        process.stderr.write(
          `[weather-double] The provider at ${error.result.providerBaseUrl} does not honour the contract.\n`,
        );
        return 1;
      }
      if (error instanceof WeatherDoubleError && error.code === 'INVALID_OPTION') {
        // Name the flag rather than the library option it feeds.
        const flag = {
          providerBaseUrl: '--provider-base-url',
          apiKey: '--api-key',
          pactUrls: '--pact',
          logLevel: '--log-level',
        }[error.path ?? ''];
        if (flag) {
          throw new WeatherDoubleError(
            'INVALID_OPTION',
            error.message
              .replace(/^\[weather-double\] /, '')
              .replace(/^Invalid option \S+:/, `Invalid option ${flag}:`),
            {
              path: flag,
              cause: error,
            },
          );
        }
      }
      throw error;
    }
  },
};
