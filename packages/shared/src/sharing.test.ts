import { describe, expect, it } from 'vitest';
import type { AccountType, DeckVisibility, TeamRole } from './constants.js';
import type { PlanSubject } from './permissions.js';
import { sharingMode } from './permissions.js';
import {
  embedSnippet, embedStyleAllowed, normalizeEmbedWhitelist, notifyOptionShown, openDeckActions, openDeckPath,
  presenterLinkOffered, shareLinkUrl, showsEmbedPromotion, uniqueLinkName, visibilityOptions,
} from './sharing.js';
import { parseEmbedDimension } from './validation.js';

const subject = (account_type: AccountType, extra: Partial<PlanSubject> = {}): PlanSubject => ({ account_type, manually_upgraded: false, ...extra });
const PLANS: Record<string, PlanSubject> = {
  free: subject('default'),
  lite: subject('lite'),
  pro: subject('pro'),
  enterprise: subject('enterprise', { team_role: 'member' as TeamRole }),
  handUpgraded: subject('default', { manually_upgraded: true }),
};

describe('sharing mode: the whole SPEC §6 matrix', () => {
  // For each plan: the mode seen by [owner, non-owner team member, anyone else] of a self / team / all deck.
  // u = upgrade-or-publish, p = private, P = public; a trailing "-" means the email tab is not offered.
  const expected: Record<string, Record<DeckVisibility, [string, string, string]>> = {
    free: { self: ['u', 'p-', 'P'], team: ['u', 'p-', 'P'], all: ['P', 'P', 'P'] },
    lite: { self: ['u', 'p-', 'P'], team: ['u', 'p-', 'P'], all: ['P', 'P', 'P'] },
    handUpgraded: { self: ['u', 'p-', 'P'], team: ['u', 'p-', 'P'], all: ['P', 'P', 'P'] },
    pro: { self: ['p', 'p-', 'P'], team: ['p', 'p-', 'P'], all: ['P', 'P', 'P'] },
    enterprise: { self: ['p', 'p-', 'P'], team: ['p', 'p-', 'P'], all: ['P', 'P', 'P'] },
  };
  const decode = (code: string) => ({
    mode: code[0] === 'u' ? 'upgrade-or-publish' : code[0] === 'p' ? 'private' : 'public',
    emailTab: !code.endsWith('-'),
  });
  const cases = Object.entries(expected).flatMap(([plan, byVisibility]) =>
    (Object.entries(byVisibility) as Array<[DeckVisibility, [string, string, string]]>).flatMap(([visibility, codes]) => [
      [plan, visibility, 'owner', codes[0]] as const,
      [plan, visibility, 'team member', codes[1]] as const,
      [plan, visibility, 'anyone else', codes[2]] as const,
    ]));
  it.each(cases)('%s user, %s deck, %s → %s', (plan, visibility, who, code) => {
    const result = sharingMode({ isOwner: who === 'owner', visibility, user: PLANS[plan]!, isTeamMember: who === 'team member' });
    expect(result).toEqual(decode(code));
  });

  it('shows the embed promotion only to owners who cannot hide the footer', () => {
    expect(showsEmbedPromotion(true, PLANS.free!)).toBe(true);
    expect(showsEmbedPromotion(true, PLANS.lite!)).toBe(false);
    expect(showsEmbedPromotion(true, PLANS.handUpgraded!)).toBe(false);
    expect(showsEmbedPromotion(false, PLANS.free!)).toBe(false);
  });

  it('offers visibilities per SPEC §4', () => {
    expect(visibilityOptions(PLANS.free!, true)).toEqual(['self', 'all']);
    expect(visibilityOptions(PLANS.pro!, false)).toEqual(['self', 'all']);
    expect(visibilityOptions(PLANS.enterprise!, true)).toEqual(['self', 'team', 'all']);
    expect(visibilityOptions(PLANS.enterprise!, false)).toEqual(['self', 'team', 'share-link']);
  });

  it('hides the presenter link type from enterprise owners except in the live view, and notify once viewed', () => {
    expect(presenterLinkOffered(PLANS.pro!, false)).toBe(true);
    expect(presenterLinkOffered(PLANS.enterprise!, false)).toBe(false);
    expect(presenterLinkOffered(PLANS.enterprise!, true)).toBe(true);
    expect(notifyOptionShown({ notifyViaEmail: true }, 0)).toBe(true);
    expect(notifyOptionShown({ notifyViaEmail: true }, 1)).toBe(false);
    expect(notifyOptionShown({ notifyViaEmail: false }, 0)).toBe(false);
  });

  it('lets only paid decks use the hidden and transparent embed styles', () => {
    expect(embedStyleAllowed('dark', false)).toBe(true);
    expect(embedStyleAllowed('light', false)).toBe(true);
    expect(embedStyleAllowed('hidden', false)).toBe(false);
    expect(embedStyleAllowed('transparent', false)).toBe(false);
    expect(embedStyleAllowed('transparent', true)).toBe(true);
  });
});

describe('open-deck prompt', () => {
  it('offers owners Edit, Present, View, Autoplay and collaborators what their role allows', () => {
    expect(openDeckActions(true, 'owner')).toEqual(['edit', 'present', 'view', 'autoplay']);
    expect(openDeckActions(false, 'admin')).toEqual(['collaborate', 'present', 'view']);
    expect(openDeckActions(false, 'editor')).toEqual(['collaborate', 'present', 'view']);
    expect(openDeckActions(false, 'presenter')).toEqual(['present', 'view']);
    expect(openDeckActions(false, 'viewer')).toEqual(['view']);
    expect(openDeckActions(false, null)).toEqual(['view']);
  });

  it('links to the edit, live, kiosk and plain URLs', () => {
    expect(['edit', 'collaborate', 'present', 'view', 'autoplay'].map((a) => openDeckPath(a as never, 'ann', 'q3'))).toEqual([
      '/ann/q3/edit', '/ann/q3/edit', '/ann/q3/live', '/ann/q3', '/ann/q3/kiosk',
    ]);
  });
});

describe('links', () => {
  const base = { publicUrl: 'https://podium.example/', username: 'ann', slug: 'q3' };
  it('builds show, fullscreen and embed URLs with token, style, byline and share', () => {
    expect(shareLinkUrl(base)).toBe('https://podium.example/ann/q3');
    expect(shareLinkUrl({ ...base, view: 'fullscreen', token: 'T0k' })).toBe('https://podium.example/ann/q3/fullscreen?token=T0k');
    expect(shareLinkUrl({ ...base, view: 'embed', token: 'T', style: 'light', bylineHidden: true, shareHidden: true }))
      .toBe('https://podium.example/ann/q3/embed?token=T&style=light&byline=hidden&share=hidden');
    expect(shareLinkUrl({ ...base, view: 'live', token: 'P', indexh: 2 })).toBe('https://podium.example/ann/q3/live?token=P#/2');
    // Embed-only parameters never leak into the other views.
    expect(shareLinkUrl({ ...base, view: 'show', style: 'light', bylineHidden: true })).toBe('https://podium.example/ann/q3');
  });

  it('adds the deep link only off the first slide', () => {
    expect(shareLinkUrl({ ...base, indexh: 0, indexv: 0 })).toBe('https://podium.example/ann/q3');
    expect(shareLinkUrl({ ...base, indexh: 3 })).toBe('https://podium.example/ann/q3#/3');
    expect(shareLinkUrl({ ...base, indexh: 3, indexv: 2, token: 'T' })).toBe('https://podium.example/ann/q3?token=T#/3/2');
    expect(shareLinkUrl({ ...base, indexh: 0, indexv: 1 })).toBe('https://podium.example/ann/q3#/0/1');
  });

  it('builds the iframe snippet from parsed dimensions (default 576×420, fallback 1)', () => {
    expect(embedSnippet('https://p.example/a/b/embed?token=x&style=light')).toBe(
      '<iframe src="https://p.example/a/b/embed?token=x&amp;style=light" width="576" height="420" title="Podium deck" scrolling="no" frameborder="0" allowfullscreen></iframe>',
    );
    expect(embedSnippet('u', parseEmbedDimension('80px'), parseEmbedDimension('abc'))).toContain('width="80" height="1"');
    expect(parseEmbedDimension('123456')).toBe(1234);
  });

  it('names new links "Link", "Link 2", … skipping taken names', () => {
    expect(uniqueLinkName([])).toBe('Link');
    expect(uniqueLinkName(['Link'])).toBe('Link 2');
    expect(uniqueLinkName(['Link', 'Link 2', 'Link 4'])).toBe('Link 3');
  });

  it('cleans the whitelist entry by entry and caps it at 512 characters', () => {
    expect(normalizeEmbedWhitelist('  ')).toBe('');
    expect(normalizeEmbedWhitelist(' https://a.com/x?y=1 , *.b.org;c.net:8080 ')).toBe('https://a.com/xy1 *.b.org c.net:8080');
    expect(normalizeEmbedWhitelist('ev"il<script>.com')).toBe('evilscript.com');
    expect(normalizeEmbedWhitelist('a.com '.repeat(200)).length).toBeLessThanOrEqual(512);
  });
});
