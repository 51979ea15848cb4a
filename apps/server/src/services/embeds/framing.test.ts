import { describe, expect, it } from 'vitest';
import { frameAncestors, framingVerdict } from './framingPolicy.js';
import { isPublicAddress } from './publicAddress.js';

const app = new URL('https://podium.example.com');
const target = new URL('https://site.example.org/page');
const verdict = (xfo: string[], csp: string[] = []) => framingVerdict({ xFrameOptions: xfo, contentSecurityPolicy: csp }, app, target);

describe('framingVerdict', () => {
  it.each([
    [[], [], true],
    [['DENY'], [], false],
    [['sameorigin'], [], false],
    [['SAMEORIGIN, DENY'], [], false],
    [['ALLOW-FROM https://podium.example.com'], [], true], // browsers ignore ALLOW-FROM
    [['bogus'], [], true],
    [['DENY'], ["frame-ancestors *"], true], // frame-ancestors replaces X-Frame-Options
    [[], ["default-src 'self'; frame-ancestors 'none'"], false],
    [[], ["frame-ancestors 'self'"], false],
    [[], ['frame-ancestors https://*.example.com'], true],
    [[], ['frame-ancestors https://other.example.net'], false],
    [[], ['frame-ancestors podium.example.com'], true],
    [[], ['frame-ancestors https:'], true],
    [[], ['frame-ancestors *', "frame-ancestors 'none'"], false], // every policy must allow
    [[], ["default-src 'none'"], true],
  ])('xfo %j csp %j → embeddable %s', (xfo, csp, embeddable) => {
    expect(verdict(xfo, csp).embeddable).toBe(embeddable);
  });
  it('names the header that blocked', () => {
    expect(verdict(['DENY'])).toEqual({ embeddable: false, reason: 'x-frame-options' });
    expect(verdict([], ["frame-ancestors 'none'"])).toEqual({ embeddable: false, reason: 'frame-ancestors' });
    expect(frameAncestors("script-src 'self'")).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true], ['93.184.216.34', true], ['2606:4700:4700::1111', true],
    ['127.0.0.1', false], ['10.1.2.3', false], ['172.16.0.1', false], ['172.31.255.255', false], ['192.168.1.1', false],
    ['169.254.169.254', false], ['100.64.0.1', false], ['0.0.0.0', false], ['224.0.0.1', false], ['255.255.255.255', false],
    ['::1', false], ['::', false], ['fe80::1', false], ['fd00::1', false], ['::ffff:127.0.0.1', false], ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', true], ['not-an-ip', false],
    // IPv4-compatible (::/96): the URL parser turns [::127.0.0.1] into ::7f00:1, which must not pass as public.
    ['::127.0.0.1', false], ['::7f00:1', false], ['0:0:0:0:0:0:7f00:1', false], ['0000::7f00:0001', false], ['::a00:1', false],
    ['::8.8.8.8', false],
    // Other spellings of loopback and private addresses.
    ['0:0:0:0:0:0:0:1', false], ['0:0:0:0:0:ffff:7f00:1', false], ['0:0:0:0:0:FFFF:127.0.0.1', false], ['::FFFF:A9FE:A9FE', false],
    ['::ffff:0:7f00:1', false], ['64:ff9b::7f00:1', false], ['2002:7f00:1::', false], ['FE80::1', false],
    ['0:0:0:0:0:ffff:808:808', true], ['2606:4700:4700:0:0:0:0:1111', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
