/**
 * What `weather-double serve` prints: one line per answered request and a few lines about the
 * server itself, as text (the default) or as one JSON object a line (`--log json`). Under
 * `--workers N`, a worker hands its lines to the primary process, which prints them: one stream.
 * @internal
 */
import type { AnsweredRequest } from '../server/index.js';

/** The formats of `--log`. @internal */
export type LogFormat = 'text' | 'json';

/** Where a line goes: standard output (answers, the server's news) or standard error (trouble). @internal */
export type LogStream = 'out' | 'err';

/** One line to print, as a worker sends it to the primary. @internal */
export interface LogLine {
  readonly stream: LogStream;
  readonly text: string;
}

/** Prints a line: to the process's own stream, or (a worker) to the primary, which prints it. @internal */
export function printLine({ stream, text }: LogLine): void {
  if (process.send !== undefined && process.env.WEATHER_DOUBLE_WORKER === '1') {
    process.send({ type: 'line', stream, text });
    return;
  }
  (stream === 'out' ? process.stdout : process.stderr).write(`${text}\n`);
}

/**
 * The line for an answered request: `GET /data/2.5/weather?zip=94040&appid=*** 200 0.4 ms` (`-`
 * for what is unknown), or its JSON object `{"time":…,"pid":…,"method":"GET","target":…,
 * "status":200,"ms":0.4}` (`null` for what is unknown). The key is masked in both.
 * @internal
 */
export function answerLine(
  { method, target, status, durationMs }: AnsweredRequest,
  format: LogFormat,
): string {
  if (format === 'json') {
    return JSON.stringify({
      time: new Date().toISOString(),
      pid: process.pid,
      method: method || null,
      target: target || null,
      status: status === 0 ? null : status,
      ms: durationMs === undefined ? null : Math.round(durationMs * 10) / 10,
    });
  }
  const time = durationMs === undefined ? '-' : `${durationMs.toFixed(1)} ms`;
  return `${method || '-'} ${target || '-'} ${status === 0 ? '-' : status} ${time}`;
}

/**
 * A line about the server (started, a worker replaced, the store down, stopped): the text as it
 * is, or `{"time":…,"pid":…,"level":…,"message":…, …fields}`.
 * @internal
 */
export function eventLine(
  format: LogFormat,
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): string {
  if (format === 'text') return message;
  return JSON.stringify({ time: new Date().toISOString(), pid: process.pid, level, message, ...fields });
}
