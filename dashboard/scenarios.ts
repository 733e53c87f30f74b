// The scenarios in force on the server: listed in the order they answer, added from a form (any
// scenario by name, with `times`, a route, a location and its own arguments), dropped, all reset.
import { control } from './api.js';
import { field, h, replace, statusLine } from './dom.js';

/** A scenario as the control plane sends it. */
interface Scenario {
  id: string;
  name: string;
  options: Record<string, unknown>;
  remaining: number | null;
}

/** The scenarios view; `refresh()` reloads the list. */
export function scenariosView(
  names: Promise<string[]>,
  routes: Promise<string[]>,
): { element: HTMLElement; refresh(): Promise<void> } {
  const status = statusLine();
  const list = h('ul', { class: 'scenarios', 'aria-label': 'Active scenarios' });
  const name = h('select', { name: 'name', required: true });
  const route = h('select', { name: 'route' }, h('option', { value: '' }, 'every route'));
  void names.then((all) => {
    for (const one of all) name.append(h('option', { value: one }, one));
  });
  void routes.then((all) => {
    for (const one of all) route.append(h('option', { value: one }, one));
  });
  const times = h('input', { name: 'times', type: 'number', min: 1, step: 1, placeholder: 'unlimited' });
  const location = h('input', {
    name: 'location',
    type: 'text',
    placeholder: 'zip=94040,us · q=London,GB · lat=51.5&lon=-0.12',
  });
  const args = h('textarea', {
    name: 'arguments',
    rows: 2,
    placeholder: '{"ms": 2000} for delayed, {"steps": [...]} for sequence',
  });
  const refresh = async () => {
    try {
      const { scenarios } = await control<{ scenarios: Scenario[] }>('GET', '/scenarios');
      replace(
        list,
        ...(scenarios.length === 0
          ? [h('li', { class: 'none' }, 'None: the double answers normally.')]
          : scenarios.map((scenario) =>
              h(
                'li',
                { 'data-id': scenario.id },
                h('strong', {}, scenario.name),
                ` ${JSON.stringify(scenario.options)} `,
                scenario.remaining === null ? 'unlimited' : `${scenario.remaining} left`,
                ' ',
                h(
                  'button',
                  {
                    type: 'button',
                    'aria-label': `Drop ${scenario.name} (${scenario.id})`,
                    onclick: async () => {
                      await act(
                        () => control('DELETE', `/scenarios/${scenario.id}`),
                        `Dropped ${scenario.name}.`,
                      );
                    },
                  },
                  'Drop',
                ),
              ),
            )),
      );
    } catch (error) {
      replace(status, (error as Error).message);
    }
  };
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      replace(status, done);
    } catch (error) {
      replace(status, (error as Error).message);
    }
    await refresh();
  };
  const form = h(
    'form',
    {
      'aria-label': 'Add a scenario',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        let body: Record<string, unknown>;
        try {
          body = {
            ...(args.value.trim() === '' ? {} : (JSON.parse(args.value) as object)),
            name: name.value,
          };
        } catch {
          replace(status, 'The arguments are not JSON: write an object, e.g. {"ms": 2000}.');
          return;
        }
        if (times.value !== '') body.times = Number(times.value);
        if (route.value !== '') body.route = route.value;
        if (location.value.trim() !== '') body.location = location.value.trim();
        await act(() => control('POST', '/scenarios', body), `Added ${name.value}.`);
      },
    },
    field('Scenario', name),
    field('Times', times),
    field('Route', route),
    field('Location', location),
    field('Its own arguments (JSON)', args),
    h('button', { type: 'submit' }, 'Add'),
  );
  const element = h(
    'div',
    { class: 'view', id: 'view-scenarios' },
    h('h2', { class: 'view-title' }, 'Scenarios'),
    h(
      'p',
      { class: 'hint' },
      'The last added answers first. Reset drops them all, clears the log and puts the clock back.',
    ),
    list,
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          onclick: () => act(() => control('DELETE', '/scenarios'), 'Dropped every scenario.'),
        },
        'Drop all',
      ),
      h(
        'button',
        { type: 'button', class: 'danger', onclick: () => act(() => control('POST', '/reset'), 'Reset.') },
        'Reset everything',
      ),
    ),
    status,
    form,
  );
  return { element, refresh };
}
