import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { warmValidation } from '../ops/warm.js';
import { buildLazySchemas, lazySchema } from './lazy.js';

describe('lazySchema', () => {
  it('builds the schema at its first use, once, and then behaves as the schema', () => {
    const build = vi.fn(() => z.object({ name: z.string().max(3) }));
    const Person = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(Person.safeParse({ name: 'Ada' }).success).toBe(true);
    expect(Person.safeParse({ name: 'Grace' }).success).toBe(false);
    expect(Object.keys(Person.shape)).toEqual(['name']);
    expect(Person).toBeInstanceOf(z.ZodObject);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('can be composed into other schemas, and buildLazySchemas builds those not used yet', () => {
    const buildInner = vi.fn(() => z.number().min(1));
    const Inner = lazySchema(buildInner);
    const Outer = lazySchema(() => z.object({ n: Inner.optional() }));
    buildLazySchemas();
    expect(buildInner).toHaveBeenCalledTimes(1);
    expect(Outer.safeParse({ n: 0 }).success).toBe(false);
    expect(Outer.safeParse({}).success).toBe(true);
  });

  it('warmValidation builds every deck schema ahead of the first edit', () => {
    const build = vi.fn(() => z.string());
    lazySchema(build);
    warmValidation();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
