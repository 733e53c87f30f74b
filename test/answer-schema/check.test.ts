// The schema engine's one walk of an answer, `checkAgainst`, on a small schema of its own: every
// issue in one wording (`expected <what is allowed>, got <value>`), the precision from `x-decimals`.
import { describe, expect, it } from 'vitest';
import { conditions, integer, number } from '../../src/answer-schema/helpers.js';
import {
  type AnswerIssue,
  type AnswerSchema,
  checkAgainst,
  validatorOf,
} from '../../src/answer-schema/index.js';

const schema: AnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'count', 'hours', 'name'],
  properties: {
    lat: number('Latitude.', -90, 90, 4),
    count: integer('How many.', 1, 9),
    hours: { type: 'array', minItems: 2, maxItems: 2, items: number('An hour.', 0, 1, 2) },
    name: { type: 'string', minLength: 1, pattern: '^[a-z]+$' },
    id: { type: 'integer', minimum: 1 },
    weather: conditions('Conditions.'),
  },
};

function issuesOf(value: unknown): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  checkAgainst(value, schema, '', issues, 'the thing');
  return issues;
}

const good = { lat: 51.5085, count: 3, hours: [0.25, 1], name: 'london' };

describe('checkAgainst', () => {
  it('passes a value the schema allows', () => {
    expect(issuesOf(good)).toEqual([]);
    expect(
      issuesOf({ ...good, weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }] }),
    ).toEqual([]);
  });

  it('reads the precision of a number from its x-decimals, after rounding', () => {
    expect(issuesOf({ ...good, lat: 51.50853 })).toEqual([
      { path: 'lat', message: 'expected at most 4 decimals, got 51.50853' },
    ]);
    // A binary fraction of a 2-decimal number passes.
    expect(issuesOf({ ...good, hours: [0.1 + 0.2, 1] })).toEqual([]);
    expect(issuesOf({ ...good, hours: [0.125, 1] })).toEqual([
      { path: 'hours[0]', message: 'expected at most 2 decimals, got 0.125' },
    ]);
  });

  it('words every issue as what the node allows and what it got', () => {
    expect(
      issuesOf({ lat: '51', count: 0, hours: [1, 1, 1], name: '', id: 0, extra: true, weather: [] }),
    ).toEqual([
      { path: 'lat', message: 'expected a number from -90 to 90, got "51"' },
      { path: 'count', message: 'expected an integer from 1 to 9, got 0' },
      { path: 'hours', message: 'expected an array of 2 elements, got an array of 3' },
      { path: 'name', message: 'expected a non-empty string matching ^[a-z]+$, got ""' },
      { path: 'id', message: 'expected an integer of at least 1, got 0' },
      {
        path: 'extra',
        message: 'is not a field of the thing here; allowed: lat, count, hours, name, id, weather',
      },
      { path: 'weather', message: 'expected an array with at least 1 element, got an array of 0' },
    ]);
    expect(issuesOf({ lat: 1, hours: [0, 0], name: 'a' })).toEqual([
      { path: 'count', message: 'is required: expected an integer from 1 to 9, got nothing' },
    ]);
    expect(issuesOf(null)).toEqual([{ path: '', message: 'expected an object, got null' }]);
  });
});

describe('validatorOf', () => {
  it('checks the schema, then the rules of an answer whose structure is right', () => {
    const validate = validatorOf<typeof good>(schema, 'the thing', (answer, issues) => {
      if (answer.count > answer.hours.length)
        issues.push({
          path: 'count',
          message: `expected at most ${answer.hours.length}, got ${answer.count}`,
        });
    });
    expect(validate(good)).toEqual({
      ok: false,
      issues: [{ path: 'count', message: 'expected at most 2, got 3' }],
    });
    expect(validate({ ...good, count: 2 })).toEqual({ ok: true, answer: { ...good, count: 2 } });
    expect(validate({ ...good, count: 'x' })).toEqual({
      ok: false,
      issues: [{ path: 'count', message: 'expected an integer from 1 to 9, got "x"' }],
    });
  });
});
