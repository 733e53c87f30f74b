/**
 * The Weather Triggers API's answers (docs/triggers.md): the triggers of an API key (make, list,
 * read, replace, delete) and their alerts (list, read, delete), over a {@link TriggerBook} and the
 * double's weather. Bodies are the exact bytes, minified, in the key orders recorded: the page's
 * for a trigger just made, pyowm's recorded fixtures for the rest.
 * @internal
 */
import { after, type Later, MOST_KEYS } from '../station-book.js';
import type { StatefulContext, StationAnswer, StationRequest } from '../station-request.js';
import {
  MOST_DELETED_ALERTS,
  MOST_TRIGGERS_PER_KEY,
  type StoredTrigger,
  type TriggerBook,
  type TriggerCondition,
  type TriggerTime,
} from '../trigger-book.js';
import { alertsOf, type TriggerAlert } from './alerts.js';
import { readTriggerBody, type TriggerAsked } from './body.js';

const json = (value: unknown) => JSON.stringify(value);
const ok = (body: string): StationAnswer => ({ status: 200, body });
const NO_CONTENT: StationAnswer = Object.freeze({ status: 204, body: '' });
/** A refusal in text, as the service's one recorded refusal is written. */
const text = (status: number, body: string): StationAnswer => ({ status, body, contentType: 'text' });
const TRIGGER_NOT_FOUND = text(404, 'Trigger not found.');
const ALERT_NOT_FOUND = text(404, 'Alert not found.');

/** A condition as the trigger writes it (its `_id` last). */
const conditionJson = (c: TriggerCondition) =>
  `{"name":${json(c.name)},"expression":${json(c.expression)},"amount":${json(c.amount)},"_id":${json(c.id)}}`;

/** An end of the period: the page writes `expression` first, pyowm's recorded answers `amount`. */
const timeJson = (t: TriggerTime, amountFirst: boolean) =>
  amountFirst
    ? `{"amount":${json(t.amount)},"expression":${json(t.expression)}}`
    : `{"expression":${json(t.expression)},"amount":${json(t.amount)}}`;

/** The trigger's `alerts`: each by its ID, as pyowm's recorded trigger holds them. */
function alertsJson(trigger: StoredTrigger, alerts: readonly TriggerAlert[]): string {
  const one = (a: TriggerAlert) => {
    const conditions = trigger.conditions.map(
      (c, k) =>
        `{"current_value":{"min":${json(a.values[k])},"max":${json(a.values[k])}},"condition":${conditionJson(c)}}`,
    );
    return `${json(a.id)}:{"conditions":[${conditions.join(',')}],"last_update":${a.lastUpdateMs},"date":${a.dateMs},"coordinates":{"lon":${json(a.lon)},"lat":${json(a.lat)}}}`;
  };
  return `{${alerts.map(one).join(',')}}`;
}

/**
 * A trigger's body. `made`: as POST answers it (the page's order: `__v` first, `expression` before
 * `amount`); else as GET and PUT answer it (pyowm's recorded order: `_id` first, `amount` first).
 */
function triggerJson(trigger: StoredTrigger, alerts: readonly TriggerAlert[], made: boolean): string {
  const head = made ? `"__v":0,"_id":${json(trigger.id)}` : `"_id":${json(trigger.id)},"__v":0`;
  const area = trigger.area.map(
    (g) => `{"type":${json(g.type)},"_id":${json(g.id)},"coordinates":${json(g.coordinates)}}`,
  );
  const period = `{"end":${timeJson(trigger.end, !made)},"start":${timeJson(trigger.start, !made)}}`;
  return `{${head},"alerts":${alertsJson(trigger, alerts)},"area":[${area.join(',')}],"conditions":[${trigger.conditions.map(conditionJson).join(',')}],"time_period":${period}}`;
}

/** The ID of the `k`th condition of an alert in its history: the IDs after the alert's. */
function nextId(id: string, k: number): string {
  const counter = (Number.parseInt(id.slice(18), 16) + 1 + k) % 2 ** 24;
  return `${id.slice(0, 18)}${counter.toString(16).padStart(6, '0')}`;
}

/** An alert as the history answers it (pyowm's recorded order; its coordinates as text, as recorded). */
function historyJson(trigger: StoredTrigger, a: TriggerAlert): string {
  const conditions = trigger.conditions.map(
    (c, k) =>
      `{"current_value":{"max":${json(a.values[k])},"min":${json(a.values[k])}},"_id":${json(nextId(a.id, k))},"condition":{"amount":${json(c.amount)},"expression":${json(c.expression)},"name":${json(c.name)}}}`,
  );
  const iso = (ms: number) => json(new Date(ms).toISOString());
  return `{"_id":${json(a.id)},"date":${iso(a.dateMs)},"last_update":${iso(a.lastUpdateMs)},"triggerId":${json(trigger.id)},"__v":0,"conditions":[${conditions.join(',')}],"coordinates":{"lat":${json(String(a.lat))},"lon":${json(String(a.lon))}}}`;
}

/** A trigger from what a body asked, its parts given the IDs after its own. */
function storedOf(
  asked: TriggerAsked,
  ids: readonly string[],
  held: StoredTrigger | undefined,
  nowMs: number,
) {
  // `withBody` asked the book for 1 + area + conditions IDs: each of these indices holds one.
  const [id, ...rest] = ids as [string, ...string[]];
  const area = asked.area.map((g, k) => ({ ...g, id: rest[k] as string }));
  const conditions = asked.conditions.map((c, k) => ({ ...c, id: rest[asked.area.length + k] as string }));
  const trigger: StoredTrigger = {
    id: held?.id ?? id,
    createdMs: held?.createdMs ?? nowMs,
    checkedFromMs: nowMs,
    start: asked.start,
    end: asked.end,
    conditions,
    area,
    deletedAlerts: [],
  };
  return trigger;
}

/** POST or PUT: the body read, IDs made (the trigger's, then its area's, then its conditions'), `then` the trigger. */
function withBody(
  request: StationRequest,
  book: TriggerBook,
  held: StoredTrigger | undefined,
  then: (trigger: StoredTrigger) => Later<StationAnswer>,
): Later<StationAnswer> {
  const asked = readTriggerBody(request.body, request.nowMs);
  if ('refused' in asked) return text(400, asked.refused);
  const count = 1 + asked.area.length + asked.conditions.length;
  return after(book.newIds(request.nowMs, count), (ids) => then(storedOf(asked, ids, held, request.nowMs)));
}

/** The answers on `/data/3.0/triggers/{id}/history` and `…/history/{alert}`. */
function answerHistory(
  request: StationRequest,
  { triggers: book, world }: StatefulContext,
  trigger: StoredTrigger,
): Later<StationAnswer> {
  const { method, key, nowMs } = request;
  const alerts = alertsOf(trigger, world.answers.model, nowMs);
  const alertId = request.item?.params.alert;
  if (alertId === undefined) {
    if (method === 'GET') return ok(`[${alerts.map((a) => historyJson(trigger, a)).join(',')}]`);
    const cleared: StoredTrigger = { ...trigger, clearedMs: nowMs, deletedAlerts: [] };
    return after(book.replace(key, cleared), (replaced) => (replaced ? NO_CONTENT : TRIGGER_NOT_FOUND));
  }
  const alert = alerts.find((a) => a.id === alertId);
  if (alert === undefined) return ALERT_NOT_FOUND;
  if (method === 'GET') return ok(historyJson(trigger, alert));
  const deletedAlerts = [...trigger.deletedAlerts, alertId].slice(-MOST_DELETED_ALERTS);
  return after(book.replace(key, { ...trigger, deletedAlerts }), (replaced) =>
    replaced ? NO_CONTENT : TRIGGER_NOT_FOUND,
  );
}

/**
 * `/data/3.0/triggers`, `/{id}`, `/{id}/history` and `/{id}/history/{alert}`: GET lists or reads,
 * POST makes (200, the page's body), PUT replaces the time period, conditions and area (its alerts
 * start again), DELETE removes (204). Another key's trigger, or none: 404 in text.
 * @internal
 */
export function answerTriggers(request: StationRequest, context: StatefulContext): Later<StationAnswer> {
  const { triggers: book, world } = context;
  const { method, key, nowMs } = request;
  const model = world.answers.model;
  const id = request.item?.params.id;
  if (id === undefined) {
    if (method === 'POST') {
      return withBody(request, book, undefined, (trigger) =>
        after(book.add(key, trigger), (added) =>
          typeof added !== 'string'
            ? ok(triggerJson(added, [], true))
            : text(
                400,
                added === 'triggersFull'
                  ? `weather-double keeps at most ${MOST_TRIGGERS_PER_KEY} triggers per API key: delete one first.`
                  : `weather-double keeps the triggers of at most ${MOST_KEYS} API keys.`,
              ),
        ),
      );
    }
    return after(book.list(key), (triggers) =>
      ok(`[${triggers.map((t) => triggerJson(t, alertsOf(t, model, nowMs), false)).join(',')}]`),
    );
  }
  if (method === 'DELETE' && request.item?.item.path === '/{id}') {
    return after(book.remove(key, id), (removed) => (removed ? NO_CONTENT : TRIGGER_NOT_FOUND));
  }
  return after(book.get(key, id), (held) => {
    if (held === undefined) return TRIGGER_NOT_FOUND;
    if (request.item?.item.path !== '/{id}') return answerHistory(request, context, held);
    if (method !== 'PUT') return ok(triggerJson(held, alertsOf(held, model, nowMs), false));
    return withBody(request, book, held, (trigger) =>
      after(book.replace(key, trigger), (replaced) =>
        replaced ? ok(triggerJson(trigger, [], false)) : TRIGGER_NOT_FOUND,
      ),
    );
  });
}
