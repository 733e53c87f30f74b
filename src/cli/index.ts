#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { WeatherDoubleError } from '../errors.js';

/** A CLI command: its one-line summary, its help text, and what it does with its arguments. */
export interface Command {
  readonly summary: string;
  readonly help: string;
  /** Runs the command; resolves to the process exit code (a server resolves when it is stopped). */
  run(argv: string[]): Promise<number>;
}

// Each command loads only when called, so `generate` never pays for msw or pact.
const commands: Record<string, () => Promise<Command>> = {
  ca: async () => (await import('./ca.js')).caCommand,
  check: async () => (await import('./check.js')).checkCommand,
  generate: async () => (await import('./generate.js')).generateCommand,
  record: async () => (await import('./record.js')).recordCommand,
  serve: async () => (await import('./serve.js')).serveCommand,
  verify: async () => (await import('./verify.js')).verifyCommand,
};

/**
 * The package's version, from its package.json (dist/src/cli/index.js is three folders below it;
 * `files` never leaves package.json out of the package).
 */
function packageVersion(): string {
  const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

const usage = async () =>
  [
    'Usage: weather-double <command> [options]',
    '       weather-double --version',
    '',
    'Commands:',
    ...(await Promise.all(
      Object.entries(commands).map(async ([name, load]) => `  ${name.padEnd(10)}${(await load()).summary}`),
    )),
    '',
    "Run 'weather-double <command> --help' for a command's options;",
    "'weather-double --version' (or -v) prints the version.",
  ].join('\n');

/** Errors in what the user typed or gave the command (exit code 2); anything else exits 1. */
const USAGE_ERRORS: ReadonlySet<string> = new Set([
  'INVALID_OPTION',
  'INVALID_ARGUMENT',
  'INVALID_PLACE',
  'INVALID_OVERRIDE',
]);

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${await usage()}\n`);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(
      `[weather-double] Unknown command ${JSON.stringify(name)}. Allowed commands: ${Object.keys(commands).join(', ')}.\n`,
    );
    return 2;
  }
  const command = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.help}\n`);
    return 0;
  }
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof WeatherDoubleError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = USAGE_ERRORS.has(error.code) ? 2 : 1;
    } else {
      process.stderr.write(
        `[weather-double] Unexpected failure: ${(error as Error)?.stack ?? String(error)}\n`,
      );
      process.exitCode = 1;
    }
  },
);
