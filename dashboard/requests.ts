// The requests the double answered, live: the log, then each new entry from the control plane's
// event stream, newest first; filtered by route and status; one opened shows its exact answer.
import { AnswerError, CONTROL, control } from './api.js';
import { field, h, replace, statusLine } from './dom.js';
import { curlLine, maskedQuery, pretty } from './format.js';

/** A logged request, as the control plane sends it. */
interface LoggedRequest {
  seq: number;
  time: string;
  method: string;
  url: string;
  route: string | null;
  query: Record<string, string>;
  status: number;
  outcome: string;
  scenario: string | null;
  fault: string | null;
  variant?: string;
  durationMs: number;
}

/** The exact answer of a logged request. */
interface LoggedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** At most this many rows are kept on the page (the oldest go). */
const KEEP = 500;

/** What answered: the outcome, and the scenario, fault or variant when there is one. */
function outcomeOf(entry: LoggedRequest): string {
  const why = [
    entry.scenario && `scenario ${entry.scenario}`,
    entry.fault && `fault ${entry.fault}`,
    entry.variant && `variant ${entry.variant}`,
  ];
  return [entry.outcome, ...why.filter(Boolean)].join(', ');
}

/** The answer of one request: status, headers, pretty beside raw, the curl line. */
async function showAnswer(entry: LoggedRequest, target: HTMLElement): Promise<void> {
  replace(target, h('p', {}, `Loading the answer of #${entry.seq}…`));
  const curl = curlLine(entry.method, entry.url, location.origin);
  try {
    const answer = await control<LoggedAnswer>('GET', `/requests/${entry.seq}/answer`);
    const type =
      Object.entries(answer.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
    const shown = pretty(answer.body, type);
    replace(
      target,
      h(
        'h3',
        { id: 'answer-title', tabindex: -1 },
        `#${entry.seq} ${entry.method} ${entry.route ?? 'unknown route'}: ${answer.status}`,
      ),
      h('p', {}, 'Ask it again (the key is a placeholder):'),
      h('pre', { class: 'curl', 'data-curl': '' }, curl),
      h(
        'details',
        {},
        h('summary', {}, 'Headers'),
        h(
          'pre',
          {},
          Object.entries(answer.headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n'),
        ),
      ),
      h(
        'div',
        { class: 'answer' },
        h(
          'figure',
          {},
          h('figcaption', {}, shown === null ? 'Not JSON or XML' : 'Pretty'),
          h('pre', { 'data-pretty': '' }, shown ?? ''),
        ),
        h('figure', {}, h('figcaption', {}, 'Raw, as sent'), h('pre', { 'data-raw': '' }, answer.body)),
      ),
    );
  } catch (error) {
    const old = error instanceof AnswerError && error.status === 404;
    replace(
      target,
      h(
        'p',
        { role: 'alert' },
        old ? `The answer of #${entry.seq} is no longer kept (the last 100 are).` : (error as Error).message,
      ),
      h('pre', { class: 'curl' }, curl),
    );
  }
  (target.querySelector('h3') as HTMLElement | null)?.focus();
}

/** The requests view; starts listening to the stream when first shown. */
export function requestsView(routes: Promise<string[]>): { element: HTMLElement; start(): void } {
  const routeFilter = h('select', { name: 'route' }, h('option', { value: '' }, 'any route'));
  void routes.then((names) => {
    for (const name of names) routeFilter.append(h('option', { value: name }, name));
  });
  const statusFilter = h('input', {
    name: 'status',
    type: 'text',
    inputmode: 'numeric',
    size: 5,
    placeholder: 'e.g. 429',
  });
  const status = statusLine();
  const body = h('tbody', {});
  const detail = h('section', { class: 'detail', 'aria-label': 'The chosen request’s answer' });
  const entries: LoggedRequest[] = [];
  const matches = (entry: LoggedRequest) =>
    (routeFilter.value === '' || entry.route === routeFilter.value) &&
    (statusFilter.value.trim() === '' || String(entry.status) === statusFilter.value.trim());
  const row = (entry: LoggedRequest) =>
    h(
      'tr',
      { 'data-seq': entry.seq },
      h(
        'td',
        {},
        h(
          'button',
          { type: 'button', class: 'link', onclick: () => showAnswer(entry, detail) },
          `#${entry.seq}`,
        ),
      ),
      h('td', {}, entry.time.slice(11, 19)),
      h('td', {}, entry.method),
      h('td', {}, entry.route ?? '–'),
      h('td', { class: 'query' }, maskedQuery(entry.query)),
      h('td', { class: `status s${String(entry.status)[0]}` }, entry.status),
      h('td', {}, outcomeOf(entry)),
      h('td', { class: 'ms' }, entry.durationMs.toFixed(1)),
    );
  const render = () => replace(body, ...entries.filter(matches).map(row));
  const add = (entry: LoggedRequest) => {
    if (entries.some((known) => known.seq === entry.seq)) return;
    const at = entries.findIndex((known) => known.seq < entry.seq);
    entries.splice(at === -1 ? entries.length : at, 0, entry);
    if (entries.length > KEEP) entries.length = KEEP;
    if (matches(entry)) render();
  };
  routeFilter.addEventListener('change', render);
  statusFilter.addEventListener('input', render);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const stream = new EventSource(`${CONTROL}/requests/stream`);
    stream.addEventListener('request', (event) => add(JSON.parse((event as MessageEvent<string>).data)));
    stream.addEventListener('open', () => replace(status, 'Live: new requests appear as they are answered.'));
    stream.addEventListener('error', () => replace(status, 'The stream dropped; reconnecting…'));
    control<{ requests: LoggedRequest[] }>('GET', `/requests?limit=${KEEP}`).then(
      ({ requests }) => {
        for (const entry of requests) add(entry);
      },
      (error: Error) => replace(status, error.message),
    );
  };
  const clear = h(
    'button',
    {
      type: 'button',
      onclick: async () => {
        await control('DELETE', '/requests');
        entries.length = 0;
        render();
        replace(detail);
      },
    },
    'Clear the log',
  );
  const element = h(
    'div',
    { class: 'view', id: 'view-requests' },
    h('h2', { class: 'view-title' }, 'Requests'),
    h(
      'div',
      { class: 'filters' },
      field('Filter by route', routeFilter),
      field('Filter by status', statusFilter),
      clear,
    ),
    status,
    h(
      'table',
      { class: 'requests' },
      h('caption', {}, 'Answered requests, newest first (keys masked)'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['#', 'Time', 'Method', 'Route', 'Query', 'Status', 'Outcome', 'ms'].map((name) =>
            h('th', { scope: 'col' }, name),
          ),
        ),
      ),
      body,
    ),
    detail,
  );
  return { element, start };
}
