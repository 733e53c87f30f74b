// The stations' pieces on their own (issue 41): the memory book's bounds (stations and keys refused
// past their caps, measurements dropped oldest first, a station's measurements removed with it), the
// service's IDs, and Go's decoding errors of a request body, each wording and byte offset.
import { describe, expect, it } from 'vitest';
import {
  createMemoryStationBook,
  MOST_KEYS,
  MOST_MEASUREMENTS_PER_KEY,
  MOST_STATIONS_PER_KEY,
  objectId,
  type StoredStation,
} from '../../src/routes/station-book.js';
import { decodeBody, type GoType } from '../../src/routes/stations/go-json.js';

const station = (id: string): StoredStation => ({
  id,
  createdMs: 0,
  updatedMs: 0,
  external_id: id,
  name: id,
  latitude: 0,
  longitude: 0,
  altitude: null,
  rank: 10,
});

describe('the memory book', () => {
  it('refuses a station past a key’s cap, and a key past the keys’ cap', () => {
    const book = createMemoryStationBook(1);
    for (let i = 0; i < MOST_STATIONS_PER_KEY; i++)
      expect(book.add('k', station(`s${i}`))).not.toBeTypeOf('string');
    expect(book.add('k', station('one-more'))).toBe('stationsFull');
    for (let i = 1; i < MOST_KEYS; i++) expect(book.add(`key${i}`, station('a'))).not.toBeTypeOf('string');
    expect(book.add('a-new-key', station('a'))).toBe('keysFull');
    // A key that holds stations still takes one once it has room.
    expect(book.remove('k', 's0')).toBe(true);
    expect(book.add('k', station('again'))).not.toBeTypeOf('string');
  });

  it('keeps a key’s last measurements, oldest dropped, in the order posted', () => {
    const book = createMemoryStationBook(1);
    book.add('k', station('a'));
    const posted = MOST_MEASUREMENTS_PER_KEY + 25;
    for (let dt = 0; dt < posted; dt++) book.addMeasurements('k', [{ station_id: 'a', dt }]);
    const kept = book.measurements('k', 'a') as readonly { dt: number }[];
    expect(kept).toHaveLength(MOST_MEASUREMENTS_PER_KEY);
    expect([kept[0]?.dt, kept.at(-1)?.dt]).toEqual([25, posted - 1]);
    expect(book.remove('k', 'a')).toBe(true);
    expect(book.measurements('k', 'a')).toEqual([]);
    expect(book.remove('k', 'a')).toBe(false);
  });

  it('makes IDs as the service’s: the seconds, the book’s digits, a counter', () => {
    expect(objectId(Date.UTC(2020, 4, 30, 8, 32, 18, 956), 'cca8ce0001', 0xf1aef1)).toBe(
      '5ed21a12cca8ce0001f1aef1',
    );
    const book = createMemoryStationBook(7);
    const [a, b] = [book.newId(0), book.newId(0)] as string[];
    expect(a).toMatch(/^00000000[0-9a-f]{10}000001$/);
    expect(b?.slice(0, 18)).toBe(a?.slice(0, 18));
    expect(b).not.toBe(a);
  });
});

describe("Go's decoding of a body", () => {
  const type: GoType = {
    kind: 'struct',
    name: 'stations.Station',
    fields: { name: { kind: 'string' }, latitude: { kind: 'float64' }, dt: { kind: 'int64' } },
  };
  it.each([
    ['', 'request body can not be empty'],
    ['{', 'syntax error: offset=1, error=unexpected end of JSON input'],
    ['{x', "syntax error: offset=2, error=invalid character 'x' looking for beginning of object key string"],
    ['{"a" 1}', "syntax error: offset=6, error=invalid character '1' after object key"],
    ['{"a":1 "b"}', "syntax error: offset=8, error=invalid character '\"' after object key:value pair"],
    ['[1 2]', "syntax error: offset=4, error=invalid character '2' after array element"],
    ['{"a":tru}', "syntax error: offset=9, error=invalid character '}' in literal true (expecting 'e')"],
    ['{"a":-}', "syntax error: offset=7, error=invalid character '}' in numeric literal"],
    ['{} x', "syntax error: offset=4, error=invalid character 'x' after top-level value"],
    ['{"name":5}', 'unmarshal type error: expected=string, got=number, offset=9'],
    ['{"latitude":"5"}', 'unmarshal type error: expected=float64, got=string, offset=15'],
    ['{"dt":1.5}', 'unmarshal type error: expected=int64, got=number 1.5, offset=9'],
    ['{"NAME":[1]}', 'unmarshal type error: expected=string, got=array, offset=9'],
    ['[]', 'unmarshal type error: expected=stations.Station, got=array, offset=1'],
  ])('%j: %s', (body, message) => {
    expect(decodeBody(body, type)).toEqual({ error: message });
  });

  it('ignores unknown fields, leaves null and missing ones out, matches a name without regard to case', () => {
    expect(decodeBody('{"Name":"x","latitude":null,"other":[1,{"a":2}],"dt":7}', type)).toEqual({
      value: { name: 'x', latitude: null, dt: 7 },
    });
  });
});
