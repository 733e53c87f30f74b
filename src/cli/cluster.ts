/**
 * `serve --workers N`: a primary process that runs N workers with `node:cluster`, all on one port
 * (the primary accepts the connections and hands them out in turn), and the ways `serve` stops.
 * Each worker is `weather-double serve` itself with the same arguments (the answers are a function
 * of seed, clock and request, so every worker sends the same bytes); it hands its log lines to the
 * primary, which prints them. A worker that dies is replaced; SIGTERM or SIGINT stops every worker
 * gracefully (the requests in flight answered), then the primary.
 * @internal
 */
import cluster, { type Worker } from 'node:cluster';
import { primaryControl } from '../server/control/cluster.js';
import { eventLine, type LogFormat, type LogLine, printLine } from './serve-log.js';

/** Why `serve` stops: a signal, its parent gone (npx killed), or its primary's word. @internal */
export type StopReason = NodeJS.Signals | 'parent exited' | 'primary exited' | 'stop';

/** How often a process checks that its parent is still there, in milliseconds. */
const PARENT_CHECK_MS = 500;

/**
 * Whether npm started this process (`npx`, `npm exec`, `npm run`/`npm start`): npm sets these
 * variables for what it runs.
 */
function startedByNpm(): boolean {
  return process.env.npm_command !== undefined || process.env.npm_lifecycle_event !== undefined;
}

/**
 * Resolves when the process should stop: SIGINT or SIGTERM; for a worker, the primary's `stop`
 * message or its going away; for a process npm started, its parent going away. The last one is for
 * `npx weather-double serve` and `npm exec`: npm runs the command through `sh -c`, which does not
 * pass a SIGTERM sent to npm on (and nothing passes on a SIGKILL), so a server whose parent is gone
 * (`process.ppid` changes: it was adopted) stops as on SIGTERM instead of holding its port. Not
 * otherwise: `nohup weather-double serve &` must outlive the shell that started it.
 * @internal
 */
export function untilStopped(): Promise<StopReason> {
  return new Promise<StopReason>((resolve) => {
    const parent = process.ppid;
    const watch =
      cluster.isWorker || !startedByNpm()
        ? undefined
        : setInterval(() => {
            if (process.ppid !== parent) stop('parent exited');
          }, PARENT_CHECK_MS);
    watch?.unref();
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'stop') stop('stop');
    };
    const onDisconnect = () => stop('primary exited');
    function stop(reason: StopReason) {
      if (watch !== undefined) clearInterval(watch);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      resolve(reason);
    }
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    if (cluster.isWorker) {
      process.on('message', onMessage);
      process.on('disconnect', onDisconnect);
    }
  });
}

/** What a worker tells the primary. */
type WorkerMessage =
  | { type: 'line'; stream: LogLine['stream']; text: string }
  | { type: 'listening'; url: string }
  | { type: 'failed'; message: string; exitCode: number };

/** What the primary needs to run its workers. @internal */
export interface PrimaryOptions {
  readonly workers: number;
  readonly format: LogFormat;
  /** The lines to print once every worker listens, given the URL. */
  readonly startLines: (url: string) => string[];
  /** How long the workers have to finish their requests in flight when stopped, in milliseconds. */
  readonly graceMs: number;
}

/** More restarts than this within {@link RESTART_WINDOW_MS} stops the server: the workers crash. */
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 10_000;

/** A promise and the function that resolves it. */
function deferred<T>(): { readonly promise: Promise<T>; readonly resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Notes a worker's crash at `now`: whether workers keep dying (over MAX_RESTARTS in the window). */
function keepsDying(restarts: number[], now: number): boolean {
  restarts.push(now);
  for (
    let oldest = restarts[0];
    oldest !== undefined && oldest < now - RESTART_WINDOW_MS;
    oldest = restarts[0]
  )
    restarts.shift();
  return restarts.length > MAX_RESTARTS;
}

/**
 * Runs the primary of `serve --workers N` until SIGINT or SIGTERM (or its parent goes), the
 * workers' control planes (scenarios, clock, log) going through it; resolves
 * to the exit code: 0 when stopped, 1 when the workers could not start (their message printed)
 * or kept crashing.
 * @internal
 */
export async function runPrimary({ workers, format, startLines, graceMs }: PrimaryOptions): Promise<number> {
  const say = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) =>
    printLine({ stream: level === 'info' ? 'out' : 'err', text: eventLine(format, level, message, fields) });
  cluster.setupPrimary({ silent: false });
  let stopping = false;
  let started = false;
  let failure: { message: string; exitCode: number } | undefined;
  const restarts: number[] = [];
  const listening = new Set<number>();
  const ready = deferred<string>();
  const failedEarly = deferred<void>();
  const allListening = ready.resolve;
  const failed = () => failedEarly.resolve();
  const control = primaryControl();

  const fork = (): Worker => {
    const worker = cluster.fork({ WEATHER_DOUBLE_WORKER: '1' });
    control.watch(worker);
    const pid = worker.process.pid;
    // An IPC error with a worker (one that is exiting) is followed by its 'exit', handled below.
    worker.on('error', () => {});
    worker.on('message', (message: WorkerMessage) => {
      switch (message?.type) {
        case 'line':
          printLine({ stream: message.stream, text: message.text });
          return;
        case 'listening':
          listening.add(worker.id);
          if (started)
            say('info', `weather-double: worker ${pid} serving`, { event: 'worker-started', worker: pid });
          else if (listening.size === workers) allListening(message.url);
          return;
        case 'failed':
          // A replacement that cannot start is one more restart (see 'exit'); before the start, the end.
          if (started) {
            printLine({ stream: 'err', text: message.message });
            return;
          }
          failure ??= { message: message.message, exitCode: message.exitCode };
          failed();
          return;
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(worker.id);
      if (stopping || !started) {
        if (!started && !stopping) {
          failure ??= {
            message: `[weather-double] A worker exited (${signal ?? `code ${code}`}) before it listened.`,
            exitCode: 1,
          };
          failed();
        }
        return;
      }
      if (keepsDying(restarts, Date.now())) {
        const dying = `${restarts.length} in ${RESTART_WINDOW_MS / 1000} s`;
        say('error', `[weather-double] Workers keep dying (${dying}); stopping.`, { event: 'crash-loop' });
        failure ??= { message: '', exitCode: 1 };
        failed();
        return;
      }
      say('warn', `weather-double: worker ${pid} exited (${signal ?? `code ${code}`}); starting another`, {
        event: 'worker-exited',
        worker: pid,
        ...(signal === null ? { code } : { signal }),
      });
      fork();
    });
    return worker;
  };

  let stopped: Promise<void> | undefined;
  /** Tells every worker to stop and waits for them, once. */
  const stopAll = (): Promise<void> => {
    stopping = true;
    stopped ??= stopWorkers(graceMs);
    return stopped;
  };

  const stop = untilStopped();
  for (let index = 0; index < workers; index += 1) fork();
  const first = await Promise.race([
    ready.promise.then((url) => ({ url })),
    failedEarly.promise.then(() => undefined),
    stop.then((reason) => ({ reason })),
  ]);
  if (first === undefined || 'reason' in first) {
    await stopAll();
    if (failure !== undefined && failure.message !== '') printLine({ stream: 'err', text: failure.message });
    return failure?.exitCode ?? 0;
  }
  started = true;
  printLine({ stream: 'out', text: startLines(first.url).join('\n') });
  const reason = await Promise.race([stop, failedEarly.promise.then(() => 'stop' as const)]);
  await stopAll();
  if (failure !== undefined) return failure.exitCode;
  say('info', `weather-double: stopped (${reason}).`, { event: 'stopped', reason });
  return 0;
}

/**
 * Tells every worker to stop (they finish their requests in flight) and waits for them; one still
 * running `graceMs` and 5 s after is killed.
 */
async function stopWorkers(graceMs: number): Promise<void> {
  const alive = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker !== undefined,
  );
  await Promise.all(
    alive.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          const kill = setTimeout(() => worker.process.kill('SIGKILL'), graceMs + 5000);
          worker.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          // A worker that failed to start may be disconnecting: its channel then refuses the message
          // (EPIPE), which would otherwise crash the primary with a stack trace; a signal stops it.
          if (worker.isConnected()) {
            worker.send({ type: 'stop' }, (error: Error | null) => {
              if (error !== null && !worker.isDead()) worker.process.kill('SIGTERM');
            });
          } else worker.process.kill('SIGTERM');
        }),
    ),
  );
}

/** Tells the primary, from a worker, that it listens at `url`. @internal */
export function reportListening(url: string): void {
  process.send?.({ type: 'listening', url } satisfies WorkerMessage);
}

/** Tells the primary, from a worker, that it could not start and why. @internal */
export function reportFailure(message: string, exitCode: number): void {
  process.send?.({ type: 'failed', message, exitCode } satisfies WorkerMessage);
}
