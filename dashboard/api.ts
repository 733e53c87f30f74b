// What the page asks its server: the control plane (`/__weather-double/…`, JSON) and the double's
// own routes (with the page's API key, never shown).

/** The control plane's prefix. */
export const CONTROL = '/__weather-double';

const KEY_STORAGE = 'weather-double-dashboard-key';
/** The key the page uses when the server accepts any key and none was entered. */
const ANY_KEY = 'dashboard';

/** Whether the server accepts any key (no `apiKeys`): said by the page's `<body data-any-key>`. */
export function serverAcceptsAnyKey(): boolean {
  return document.body.dataset.anyKey === 'true';
}

/** The key the page calls the routes with: the one entered this session, else any key when accepted. */
export function apiKey(): string | null {
  return sessionStorage.getItem(KEY_STORAGE) ?? (serverAcceptsAnyKey() ? ANY_KEY : null);
}

/** Remembers (or forgets, when empty) the key for this browser tab's session. */
export function setApiKey(key: string): void {
  if (key === '') sessionStorage.removeItem(KEY_STORAGE);
  else sessionStorage.setItem(KEY_STORAGE, key);
}

/** An answer the page could not use: its status and the server's message. */
export class AnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message of an error body: the control plane's `error.message`, a route's `message`. */
function messageOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: string }; message?: string };
    return body.error?.message ?? body.message ?? `${status}`;
  } catch {
    return `${status} ${text.slice(0, 200)}`;
  }
}

/** Calls the control plane; resolves to its JSON (or `null` for 204), rejects with its message. */
export async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${CONTROL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new AnswerError(response.status, messageOf(response.status, text));
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** Calls one of the double's routes with the page's key; resolves to the parsed JSON answer. */
export async function route<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const key = apiKey();
  if (key === null) throw new AnswerError(401, 'Enter an API key the server accepts (the key field above).');
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  search.set('appid', key);
  const response = await fetch(`${path}?${search}`);
  const text = await response.text();
  if (!response.ok) throw new AnswerError(response.status, `${path}: ${messageOf(response.status, text)}`);
  return JSON.parse(text) as T;
}
