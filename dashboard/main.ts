// The dashboard of `weather-double serve` (/__weather-double/ui): four views behind a tab bar, in
// the page's hash (#place, #requests, #scenarios, #clock). Bundled by scripts/build-dashboard.mjs.
// First: a browser under the C locale gets a language uPlot can format with (locale.ts).
import './locale.js';
import { apiKey, control, serverAcceptsAnyKey, setApiKey } from './api.js';
import { charts } from './charts.js';
import { clockView } from './clock.js';
import { field, h, replace } from './dom.js';
import { placeView } from './place.js';
import { requestsView } from './requests.js';
import { scenariosView } from './scenarios.js';

/** What `GET /__weather-double/` says of the server. */
interface About {
  name: string;
  version: string;
  scenarios: { names: string[] };
  routes: string[];
}

declare global {
  interface Window {
    /** The page's charts by name, for tests and the curious: `weatherDashboard.charts.get('forecast-temperature').data`. */
    weatherDashboard: { charts: typeof charts };
  }
}
window.weatherDashboard = { charts };

const about = control<About>('GET', '/');
const routes = about.then((a) => a.routes).catch(() => []);
const names = about.then((a) => a.scenarios.names).catch(() => []);

/** The key field: remembered for this tab (sessionStorage), never shown back. */
function keyForm(): HTMLElement {
  const input = h('input', {
    type: 'password',
    name: 'key',
    autocomplete: 'off',
    placeholder: serverAcceptsAnyKey() ? 'any key is accepted' : 'a key the server accepts',
  });
  const said = h('span', { class: 'key-state', role: 'status' });
  const say = () => replace(said, keyState());
  const keyState = () =>
    apiKey() === null
      ? 'no key: the place view needs one'
      : serverAcceptsAnyKey()
        ? 'ready'
        : 'key set for this tab';
  say();
  return h(
    'form',
    {
      class: 'key',
      onsubmit: (event: Event) => {
        event.preventDefault();
        setApiKey(input.value);
        input.value = '';
        say();
      },
    },
    field('API key for the page’s calls', input),
    h('button', { type: 'submit' }, 'Use'),
    said,
  );
}

const views = {
  place: { label: 'Place weather', element: placeView(), shown: () => {} },
  requests: (() => {
    const view = requestsView(routes);
    return { label: 'Requests', element: view.element, shown: view.start };
  })(),
  scenarios: (() => {
    const view = scenariosView(names, routes);
    return { label: 'Scenarios', element: view.element, shown: () => void view.refresh() };
  })(),
  clock: (() => {
    const view = clockView();
    return { label: 'Clock', element: view.element, shown: () => void view.refresh() };
  })(),
};
type ViewName = keyof typeof views;

const tabs = Object.entries(views).map(([name, view]) =>
  h('a', { href: `#${name}`, class: 'tab', 'data-view': name }, view.label),
);

/** Shows the view the hash names (the place view at first; another hash, as #main, changes nothing). */
function route(): void {
  const asked = location.hash.slice(1);
  if (!(asked in views) && document.body.dataset.view !== undefined) return;
  const name = (asked in views ? asked : 'place') as ViewName;
  for (const [other, view] of Object.entries(views)) view.element.hidden = other !== name;
  for (const tab of tabs) {
    if (tab.dataset.view === name) tab.setAttribute('aria-current', 'page');
    else tab.removeAttribute('aria-current');
  }
  views[name].shown();
  document.body.dataset.view = name;
}

const version = h('span', { class: 'version' });
about.then(
  (a) => replace(version, `${a.name} ${a.version}`),
  () => replace(version, 'no control plane on this server: the requests, scenarios and clock views need it'),
);

document.body.append(
  h('a', { href: '#main', class: 'skip' }, 'Skip to the content'),
  h(
    'header',
    {},
    h('h1', {}, 'weather-double'),
    version,
    h('nav', { 'aria-label': 'Views' }, ...tabs),
    keyForm(),
  ),
  h('main', { id: 'main', tabindex: -1 }, ...Object.values(views).map((view) => view.element)),
);
window.addEventListener('hashchange', route);
route();
// When the first view was drawn, in ms since navigation started (the browser test reports it).
document.body.dataset.ready = performance.now().toFixed(0);
