// The schema engine's walk of a deep-partial value (an override), `checkPartial`, and its copy of the
// fields a schema names, `schemaFields`: on a small schema of their own, so that what they allow does
// not hang on one answer's shape (test/generator and test/forecast pin the messages users see).
import { describe, expect, it } from 'vitest';
import {
  type AnswerSchema,
  checkPartial,
  type PartialDialect,
  prototypeKeyIssue,
  schemaFields,
} from '../../src/answer-schema/index.js';

const schema: AnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['spot', 'tags', 'count'],
  properties: {
    spot: {
      type: 'object',
      additionalProperties: false,
      properties: { lat: { type: 'number' }, lon: { type: 'number' } },
    },
    tags: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', properties: { name: { type: 'string' }, rank: { type: 'integer' } } },
    },
    count: { type: 'integer', minimum: 0, maximum: 9 },
  },
};
const dialect: PartialDialect = {
  noun: 'the thing',
  root: 'an object of thing fields',
  items: 'tag overrides',
};

/** The first issue and the leaves of a value. */
function walk(value: unknown, path = '') {
  const leaves: string[] = [];
  const issue = checkPartial(value, schema, path, leaves, dialect);
  return { issue, leaves };
}

describe('checkPartial', () => {
  it('takes any part of the schema, every property optional at every level, and lists its leaves', () => {
    expect(walk({})).toEqual({ issue: undefined, leaves: [] });
    expect(walk(undefined)).toEqual({ issue: undefined, leaves: [] });
    expect(walk({ spot: { lat: 1 }, tags: [undefined, { rank: 'x' }], count: undefined })).toEqual({
      issue: undefined,
      leaves: ['spot.lat', 'tags[1].rank'],
    });
    // Leaf values are not checked here (the merged value is): any value is a leaf.
    expect(walk({ count: null }).leaves).toEqual(['count']);
  });

  it('refuses a non-object where the schema has an object, naming its fields (the root by the dialect)', () => {
    expect(walk(7).issue).toEqual({ path: '', message: 'expected an object of thing fields, got 7' });
    expect(walk({ spot: [1] }).issue).toEqual({
      path: 'spot',
      message: 'expected an object (fields lat, lon), got an array of 1',
    });
    // Only plain objects: a class instance is not one.
    expect(walk({ spot: new Date(0) }).issue?.message).toBe(
      'expected an object (fields lat, lon), got a Date',
    );
  });

  it('refuses a non-array where the schema has an array, and checks each item', () => {
    expect(walk({ tags: { name: 'a' } }).issue).toEqual({
      path: 'tags',
      message: 'expected an array of tag overrides, got an object',
    });
    expect(walk({ tags: [{}, { label: 'a' }] }).issue).toEqual({
      path: 'tags[1].label',
      message: 'expected a field of tags[1] (name, rank), got the unknown key "label"',
    });
  });

  it('refuses unknown and prototype-polluting keys, at the root by the dialect’s noun', () => {
    expect(walk({ other: 1 }).issue).toEqual({
      path: 'other',
      message: 'expected a field of the thing (spot, tags, count), got the unknown key "other"',
    });
    expect(walk({ spot: JSON.parse('{"__proto__": {"lat": 1}}') }).issue).toEqual({
      path: 'spot.__proto__',
      message: 'expected a field of spot, got the prototype-polluting key "__proto__"',
    });
    expect(walk({ constructor: {} }, '').issue?.path).toBe('constructor');
    expect(prototypeKeyIssue('prototype', '', 'the thing')).toEqual({
      path: 'prototype',
      message: 'expected a field of the thing, got the prototype-polluting key "prototype"',
    });
    expect(prototypeKeyIssue('lat', 'spot', 'the thing')).toBeUndefined();
    // Names an object inherits are no fields of the schema's.
    expect(walk({ spot: { toString: 1 } }).issue).toEqual({
      path: 'spot.toString',
      message: 'expected a field of spot (lat, lon), got the unknown key "toString"',
    });
  });

  it('names paths under the one it is given, and stops at the first issue', () => {
    expect(walk({ spot: { lat: 1 }, count: 2 }, 'every')).toEqual({
      issue: undefined,
      leaves: ['every.spot.lat', 'every.count'],
    });
    const leaves: string[] = [];
    const issue = checkPartial({ count: 1, bad: 1, spot: { lat: 2 } }, schema, '', leaves, dialect);
    expect(issue?.path).toBe('bad');
    expect(leaves).toEqual(['count']);
  });
});

describe('schemaFields', () => {
  it('keeps only the fields the schema names, at every level, and values of the wrong kind as they are', () => {
    const value = {
      spot: { lat: 1, lon: 2, alt: 3 },
      tags: [{ name: 'a', extra: true }, 'odd'],
      count: 'x',
      new: 1,
    };
    expect(schemaFields(value, schema)).toEqual({
      spot: { lat: 1, lon: 2 },
      tags: [{ name: 'a' }, 'odd'],
      count: 'x',
    });
    expect(schemaFields('text', schema)).toBe('text');
    expect(schemaFields({ tags: 'none' }, schema)).toEqual({ tags: 'none' });
  });
});
