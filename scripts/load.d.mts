/** Options of {@link runLoad}; see scripts/load.mjs. */
export interface LoadOptions {
  /** Requests in the one autocannon run. @default 200000 */
  requests?: number;
  /** Concurrent keep-alive connections. @default 256 */
  connections?: number;
  /** How many of the first answers the latency and rate figures cover. @default 50000 */
  measured?: number;
  /** Largest RSS growth allowed from the reading after 10,000 requests to the last. @default 20 */
  maxGrowthMb?: number;
  /** Largest live-heap growth allowed over the same span. @default 5 */
  maxHeapGrowthMb?: number;
  /** The server process's `--max-old-space-size`; 0 for none. @default 64 */
  heapCapMb?: number;
  /** Where progress lines go. @default nowhere */
  log?: (line: string) => void;
}

/** What {@link runLoad} measured. */
export interface LoadResult {
  ok: boolean;
  requests: number;
  connections: number;
  heapCapMb: number;
  serverDied: { code: number | null; signal: string | null } | undefined;
  measured: { requests: number; requestsPerSecond: number; latencyMs: { p50: number; p99: number } };
  whole: { requestsPerSecond: number; latencyMs: { p50: number; p99: number; max: number } };
  checked: number;
  invalid: number;
  errors: number;
  timeouts: number;
  examples: string[];
  byKind: Record<string, number>;
  memory:
    | {
        readings: { after: number; rssMb: number; heapMb: number }[];
        growthMb: number;
        heapGrowthMb: number;
        requestLogEntries: number;
      }
    | undefined;
}

/** Runs the load test against startWeatherServer in a child process. */
export function runLoad(options?: LoadOptions): Promise<LoadResult>;
