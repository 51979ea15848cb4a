import { describe, expect, it } from 'vitest';
import { teamUrl } from './teamUrl';

const at = (host: string) => ({ protocol: 'https:', host, hostname: host.split(':')[0] }) as Location;

describe('teamUrl', () => {
  it('points at the team subdomain on a real host', () => {
    expect(teamUrl('acme', '/edit', at('podium.example'))).toEqual({ href: 'https://acme.podium.example/edit', external: true });
  });
  it('stays on the current host for localhost and IP addresses (cookies would not follow)', () => {
    expect(teamUrl('acme', '/edit_members', at('localhost:3000'))).toEqual({ href: '/edit_members', external: false });
    expect(teamUrl('acme', '/edit', at('127.0.0.1:3000'))).toEqual({ href: '/edit', external: false });
  });
  it('does not nest subdomains when already on the team host', () => {
    expect(teamUrl('acme', '/edit', at('acme.podium.example'))).toEqual({ href: '/edit', external: false });
  });
});
