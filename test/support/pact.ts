import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProviderVerificationResult, VerifyWeatherProviderOptions } from 'weather-double/pact';

/** What a verification run in a child process gave: its outcome, and what Pact printed. */
export interface QuietVerification {
  /** The result when `verifyWeatherProvider` resolved. */
  readonly resolved?: ProviderVerificationResult;
  /** The error when it rejected (`isProviderVerificationError`: its class, checked in the child). */
  readonly rejected?: {
    readonly isProviderVerificationError: boolean;
    readonly name: string;
    readonly code: string;
    readonly message: string;
    readonly result?: ProviderVerificationResult;
  };
  /** Everything the child wrote to stdout and stderr: Pact's printed report, `(FAILED)` lines included, without colour codes. */
  readonly printed: string;
}

const CHILD = fileURLToPath(new URL('./verify-child.mjs', import.meta.url));

/**
 * `verifyWeatherProvider(options)` in a child process whose output is captured, not shown: for the
 * verifications that are meant to fail (deliberately broken providers), whose Pact report would
 * otherwise print some hundred "(FAILED)" lines into a passing test run. The child imports
 * `weather-double/pact` by its name (the package's self-reference: the build in dist/).
 */
export function verifyQuietly(
  options: Pick<VerifyWeatherProviderOptions, 'providerBaseUrl' | 'shape' | 'contract'>,
): Promise<QuietVerification> {
  const child = fork(CHILD, { silent: true, env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  return new Promise((resolve, reject) => {
    let outcome: Omit<QuietVerification, 'printed'> | undefined;
    child.once('message', (message) => (outcome = message as Omit<QuietVerification, 'printed'>));
    child.once('error', reject);
    child.once('close', (code) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: Pact colours its report (ESC [ … m)
      if (outcome) resolve({ ...outcome, printed: printed.replace(/\u001b\[[0-9;]*m/g, '') });
      else reject(new Error(`the verification process exited (${code}) without an outcome:\n${printed}`));
    });
    child.send(options);
  });
}
