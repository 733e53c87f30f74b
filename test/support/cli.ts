// Runs the built `weather-double` command in a child process, as a user runs it.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/src/cli/index.js', import.meta.url));

/** Runs `weather-double ...args` to its end: exit code, stdout, stderr. */
export async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args]);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const [code] = (await once(child, 'close')) as [number | null];
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
  const child = spawn(process.execPath, [CLI, 'serve', ...args]);
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /serving GET (http:\/\/\S+)\/data\/2\.5\/weather/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return {
    child,
    url,
    output: () => ({ stdout, stderr }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
