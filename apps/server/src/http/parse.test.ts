import { describe, expect, it } from 'vitest';
import { idParam, parseFormBody } from './parse.js';
import { NotFound } from '../domain/errors.js';

describe('parseFormBody', () => {
  it('nests Rails-style keys and decodes values', () => {
    expect(parseFormBody('user%5Bemail%5D=a%40b.c&user[password]=p+w&remember=1')).toEqual({
      user: { email: 'a@b.c', password: 'p w' }, remember: '1',
    });
  });

  it('keeps the last of repeated keys', () => {
    expect(parseFormBody('x=1&x=2&user[name]=a&user[name]=b')).toEqual({ x: '2', user: { name: 'b' } });
  });

  it('drops prototype keys and builds objects without a prototype', () => {
    const parsed = parseFormBody('__proto__[polluted]=1&constructor[prototype][polluted]=1&user[__proto__][x]=1&ok=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed.ok).toBe('1');
    expect(Object.keys(parsed)).not.toContain('__proto__');
  });
});

describe('idParam', () => {
  it('reads "12" and "12.json" up to the largest integer PostgreSQL stores, NotFound otherwise', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('12.json')).toBe(12);
    expect(idParam('2147483647')).toBe(2147483647);
    for (const raw of ['1e3', '0', '2147483648', '99999999999', '-1', '', 'abc']) expect(() => idParam(raw), raw).toThrow(NotFound);
  });
});
