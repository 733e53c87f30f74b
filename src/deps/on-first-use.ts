// An array made when first read, for the handlers' `weatherHandlers` (handlers/index.ts, and the
// Node entry that requires the handlers' module on first use, handlers/node.ts).

/**
 * An array whose elements are made when it is first read (spread into `setupServer`, iterated,
 * indexed), not when it is defined: a proxy of an array, so `Array.isArray` holds and every read or
 * write goes to the array `make` returns (made once).
 * @internal
 */
export function arrayOnFirstUse<T>(make: () => T[]): T[] {
  let made: T[] | undefined;
  const real = () => {
    made ??= make();
    return made;
  };
  return new Proxy<T[]>([], {
    get(_target, key) {
      const array = real();
      const value: unknown = Reflect.get(array, key, array);
      return typeof value === 'function' ? value.bind(array) : value;
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The elements are not the (empty) target's own: a proxy must report them configurable.
      if (descriptor && key !== 'length') descriptor.configurable = true;
      return descriptor;
    },
  });
}
