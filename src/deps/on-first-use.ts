// Values made when first read, for the handlers' `weatherHandlers` (handlers/index.ts), and the Node
// entry that requires the handlers' module on first use (handlers/node.ts): its `weatherHandlers`,
// and a double's `scenarios` and `requests`.

/**
 * A proxy of `target` (an empty array or object, which fixes what `Array.isArray` says) whose every
 * read or write goes to the value `make` returns, made once when first read.
 */
function proxyOnFirstUse<T extends object>(target: T, make: () => T): T {
  let made: T | undefined;
  const real = () => {
    made ??= make();
    return made;
  };
  return new Proxy<T>(target, {
    get(_target, key) {
      const value = real();
      const property: unknown = Reflect.get(value, key, value);
      return typeof property === 'function' ? property.bind(value) : property;
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The properties are not the (empty) target's own: a proxy must report them configurable.
      if (descriptor && key !== 'length') descriptor.configurable = true;
      return descriptor;
    },
  });
}

/**
 * An array whose elements are made when it is first read (spread into `setupServer`, iterated,
 * indexed), not when it is defined: a proxy of an array, so `Array.isArray` holds and every read or
 * write goes to the array `make` returns (made once).
 * @internal
 */
export function arrayOnFirstUse<T>(make: () => T[]): T[] {
  return proxyOnFirstUse<T[]>([], make);
}

/**
 * An object made when first read (a property read, its keys listed): a proxy whose every read or
 * write goes to the object `make` returns (made once). Its methods are bound to that object.
 * @internal
 */
export function objectOnFirstUse<T extends object>(make: () => T): T {
  return proxyOnFirstUse({} as T, make);
}
