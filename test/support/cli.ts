// Runs the built `weather-double` command in a child process, as a user runs it.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/src/cli/index.js', import.meta.url));

/** What a finished `weather-double` process left: its exit code or signal, and all it printed. */
export interface CliExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A started `weather-double` process, as {@link spawnCli} returns it. */
export interface CliProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** The URL a `serve` prints once it listens; rejects if the process exits first. */
  readonly url: Promise<string>;
  /** Resolves when the process has exited and its output streams are closed. */
  readonly exited: Promise<CliExit>;
  output(): { stdout: string; stderr: string };
}

/**
 * Starts `weather-double ...args`, collecting what it prints; the one way tests spawn the CLI.
 * `env` adds to the test's own environment.
 */
export function spawnCli(args: string[], env?: Record<string, string>): CliProcess {
  const child = spawn(process.execPath, [CLI, ...args], env ? { env: { ...process.env, ...env } } : {});
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    stdout,
    stderr,
  }));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /weather-double: serving (https?:\/\/[^\s/]+)\n/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((result) => reject(new Error(`weather-double exited early: ${JSON.stringify(result)}`)));
  });
  // Runs that are expected to exit never read the URL; their rejection is not a failure.
  url.catch(() => undefined);
  return { child, url, exited, output: () => ({ stdout, stderr }) };
}

/** Runs `weather-double ...args` to its end: exit code, stdout, stderr. */
export async function runCli(
  args: string[],
  env?: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await spawnCli(args, env).exited;
  return { code, stdout, stderr };
}

/** A running `weather-double serve`: its URL once it prints it, and stop(). */
export interface CliServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  output(): { stdout: string; stderr: string };
  stop(): Promise<void>;
}

/** Starts `weather-double serve ...args` and resolves once it prints the URL it serves. */
export async function startCliServer(args: string[]): Promise<CliServer> {
  const { child, url, exited, output } = spawnCli(['serve', ...args]);
  return {
    child,
    url: await url,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
