// The values made on first read that the handlers' `weatherHandlers` and, in Node, a double's
// `scenarios` and `requests` are (src/deps/on-first-use.ts): nothing made until read, then every
// read and write goes to the one value made.
import { describe, expect, it } from 'vitest';
import { arrayOnFirstUse, objectOnFirstUse } from '../../src/deps/on-first-use.js';

describe('arrayOnFirstUse', () => {
  it('makes its array when first read, once, and reads and writes that array', () => {
    const made: number[][] = [];
    const array = arrayOnFirstUse(() => {
      const value = [1, 2];
      made.push(value);
      return value;
    });
    expect(made).toEqual([]);
    expect(Array.isArray(array)).toBe(true);
    expect([...array]).toEqual([1, 2]);
    expect(array).toEqual([1, 2]);
    expect(array.map((n) => n * 2)).toEqual([2, 4]);
    array.push(3);
    delete array[0];
    Object.defineProperty(array, 1, { value: 5 });
    expect(made).toEqual([[undefined, 5, 3]]);
    expect(Object.keys(array)).toEqual(['1', '2']);
    expect(1 in array).toBe(true);
  });

  it('refuses what the array it was made from refuses', () => {
    // As a double's request log does: a view that refuses every write.
    const refuse = () => false;
    const array = arrayOnFirstUse(
      () => new Proxy([1], { set: refuse, deleteProperty: refuse, defineProperty: refuse }),
    );
    expect(() => {
      array[0] = 2;
    }).toThrow(TypeError);
    expect(() => {
      delete array[0];
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(array, 0, { value: 2 })).toThrow(TypeError);
    expect(array).toEqual([1]);
  });
});

describe('objectOnFirstUse', () => {
  it('makes its object when first read, once, with its methods bound to it', () => {
    let made = 0;
    const object = objectOnFirstUse(() => {
      made += 1;
      return {
        name: 'rain',
        shout(): string {
          return this.name.toUpperCase();
        },
      };
    });
    expect(made).toBe(0);
    const { shout } = object;
    expect(shout()).toBe('RAIN');
    expect(Object.keys(object)).toEqual(['name', 'shout']);
    expect('name' in object).toBe(true);
    expect(made).toBe(1);
  });
});
