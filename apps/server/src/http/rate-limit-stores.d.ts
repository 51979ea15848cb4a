// @fastify/rate-limit's own stores, reused by the failover store (the package ships no types for these files).
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: unknown, key?: string) => unknown;
  export default RedisStore;
}
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, cache?: number) => unknown;
  export default LocalStore;
}
