/**
 * Schemas built on first use. zod builds every schema object (and every `.max()`, `.optional()`… copy) when its
 * module is evaluated; the deck's couple of hundred cost the editor's start ~25 ms although nothing is validated
 * until the first edit. `lazySchema(() => z.object(…))` stands in for the schema and builds it the first time
 * anything reads from it (a parse, `.shape`, or another schema being built from it); after that every read goes
 * straight to the built schema. `warmValidation` (ops/warm.ts) builds them all ahead of the first edit.
 */
const unbuilt = new Set<() => unknown>();

export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => {
    if (schema === undefined) {
      schema = build();
      unbuilt.delete(built);
    }
    return schema;
  };
  unbuilt.add(built);
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // The stand-in object has no own properties, so none may be reported as non-configurable (a Proxy invariant).
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** Builds every lazy schema not built yet. */
export function buildLazySchemas(): void {
  for (const build of [...unbuilt]) build();
}
