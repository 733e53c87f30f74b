// Runs one verifyWeatherProvider in its own process for test/support/pact.ts: Pact's native verifier
// prints its report on the process's own stdout (file descriptor 1, not process.stdout), which a
// test cannot silence in-process; the parent captures this process's stdout instead. The options
// come, and the outcome goes back, over the IPC channel.
import { ProviderVerificationError, verifyWeatherProvider } from 'weather-double/pact';

process.env.PACT_DO_NOT_TRACK ??= 'true';

process.once('message', async (options) => {
  let outcome;
  try {
    outcome = { resolved: await verifyWeatherProvider(options) };
  } catch (error) {
    outcome = {
      rejected: {
        isProviderVerificationError: error instanceof ProviderVerificationError,
        name: error?.name,
        code: error?.code,
        message: error?.message ?? String(error),
        result: error?.result,
      },
    };
  }
  process.send(outcome, () => process.disconnect());
});
