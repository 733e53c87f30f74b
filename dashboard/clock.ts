// The double's clock: its now, frozen or running; freeze, move by an hour or a day, run, real time.
import { control } from './api.js';
import { field, h, replace, statusLine } from './dom.js';

/** The clock as the control plane sends it. */
interface Clock {
  now: string;
  frozen: boolean;
  offsetMs: number;
}

/** The clock view; `refresh()` reads the clock again. */
export function clockView(): { element: HTMLElement; refresh(): Promise<void> } {
  const now = h('output', { class: 'now', 'aria-live': 'polite' });
  const state = h('p', { class: 'clock-state' });
  const status = statusLine();
  let clock: Clock | undefined;
  let received = 0;
  const show = () => {
    if (clock === undefined) return;
    const at = clock.frozen ? Date.parse(clock.now) : Date.parse(clock.now) + (Date.now() - received);
    replace(now, new Date(at).toISOString().replace('.000Z', 'Z'));
    now.dataset.now = clock.now;
    replace(
      state,
      clock.frozen
        ? 'Frozen.'
        : clock.offsetMs === 0
          ? 'Running: the real time.'
          : `Running, ${(clock.offsetMs / 3_600_000).toFixed(2)} h from the real time.`,
    );
  };
  const set = async (body: object, done: string) => {
    try {
      clock = await control<Clock>('PUT', '/clock', body);
      received = Date.now();
      show();
      replace(status, done);
    } catch (error) {
      replace(status, (error as Error).message);
    }
  };
  const refresh = async () => {
    try {
      clock = await control<Clock>('GET', '/clock');
      received = Date.now();
      show();
    } catch (error) {
      replace(status, (error as Error).message);
    }
  };
  setInterval(show, 1000);
  const at = h('input', { name: 'at', type: 'text', placeholder: '2024-06-01T12:00:00Z' });
  const button = (label: string, body: object, done: string) =>
    h('button', { type: 'button', onclick: () => set(body, done) }, label);
  const element = h(
    'div',
    { class: 'view', id: 'view-clock' },
    h('h2', { class: 'view-title' }, 'Clock'),
    h('p', {}, 'The double’s now: ', now),
    state,
    h(
      'div',
      { class: 'actions' },
      button('Freeze', { freeze: true }, 'Frozen.'),
      button('−1 hour', { advance: -3600 }, 'Moved back an hour.'),
      button('+1 hour', { advance: 3600 }, 'Moved on an hour.'),
      button('+1 day', { advance: 86_400 }, 'Moved on a day.'),
      button('Run', { run: true }, 'Running from here.'),
      button('Real time', { real: true }, 'Back to the real clock.'),
    ),
    h(
      'form',
      {
        'aria-label': 'Freeze at a moment',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void set({ now: at.value.trim() }, `Frozen at ${at.value.trim()}.`);
        },
      },
      field('Freeze at (ISO time)', at),
      h('button', { type: 'submit' }, 'Freeze there'),
    ),
    status,
  );
  return { element, refresh };
}
