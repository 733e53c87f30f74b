import { METHODS } from 'node:http';

/**
 * What the bytes of a request Node could not parse show of its request line: the method and the
 * request target (as much of it as was read: `complete` is false when the read ended inside it).
 * @internal
 */
export interface UnreadableRequestLine {
  readonly method: string;
  readonly target: string;
  readonly complete: boolean;
}

const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS);

/**
 * A request line at the start of the bytes, or after the blank line that ends an earlier request's
 * head (pipelined requests share a read); Node's parser skips empty lines before a request line.
 */
const REQUEST_START = /(?:^|\r\n\r\n)(?:\r?\n)*([A-Z]+) ([^ \r\n]+)/g;

/**
 * Finds the request line of the request Node failed on, in the bytes of the read where it failed
 * (`error.rawPacket`, with `error.bytesParsed` the position of the failure): the last request line
 * that starts before that position, unless its head ends before it too (that request was read; the
 * bytes after it are not one). Node hands over only that one read, so a request whose start came
 * in an earlier read (over 16 KiB of request head sent in pieces, or a request timed out) shows
 * none, and `undefined` is returned.
 * @internal
 */
export function unreadableRequestLine(error: {
  rawPacket?: unknown;
  bytesParsed?: unknown;
}): UnreadableRequestLine | undefined {
  const packet = error.rawPacket;
  if (!Buffer.isBuffer(packet) || packet.length === 0) return undefined;
  const failedAt =
    typeof error.bytesParsed === 'number' ? Math.min(error.bytesParsed, packet.length) : packet.length;
  const text = packet.toString('latin1');
  let found: RegExpExecArray | undefined;
  for (const match of text.matchAll(REQUEST_START)) {
    if (match.index > failedAt) break;
    if (KNOWN_METHODS.has(match[1] ?? '')) found = match;
  }
  if (found === undefined) return undefined;
  const method = found[1] ?? '';
  const target = found[2] ?? '';
  const lineEnd = found.index + found[0].length;
  // A request whose head ends before the failure was read, and answered: the failure is in what
  // follows it (bytes that are no request, or its body), whose start the bytes do not show.
  const headEnd = text.indexOf('\r\n\r\n', lineEnd);
  if (headEnd !== -1 && headEnd + 4 <= failedAt) return undefined;
  return { method, target, complete: lineEnd < text.length };
}
