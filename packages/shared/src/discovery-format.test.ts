// SPEC §9 display rules, checked against the constants every screen uses: view counts above LIMITS.viewsCompactAbove
// as thousands with one decimal plus k, pages = ceil(total / page length), time labels and their refresh interval,
// and the deck-list scroll debounce.
import { describe, expect, it } from 'vitest';
import { DECKS_PAGE_LENGTH, LIMITS, MEDIA_PAGE_LENGTH, SEARCH, TIMERS } from './constants.js';
import { formatTimeAgo, formatViewCount, pageCount } from './format.js';
import { CHANGELOG, LATEST_WHATS_NEW_ID, unreadWhatsNew, whatsNewState } from './whats-new.js';
import { URL_TEMPLATES, fillUrl } from './urls.js';

describe('SPEC §9 constants', () => {
  it('has the SPEC values', () => {
    expect(LIMITS.viewsCompactAbove).toBe(9999);
    expect(TIMERS.timeLabelRefreshMs).toBe(120000);
    expect(TIMERS.deckListScrollDebounceMs).toBe(200);
  });
});

describe('view counts', () => {
  it('switches to thousands with one decimal just above the limit', () => {
    expect(formatViewCount(LIMITS.viewsCompactAbove)).toBe('9999 views');
    expect(formatViewCount(LIMITS.viewsCompactAbove + 1)).toBe('10.0k views');
    expect(formatViewCount(25_550)).toBe('25.6k views');
    expect(formatViewCount(1_234_567)).toBe('1234.6k views');
  });
});

describe('page counts', () => {
  it.each([DECKS_PAGE_LENGTH, MEDIA_PAGE_LENGTH, SEARCH.pageLength])('is ceil(total / %i) for every list', (length) => {
    expect(pageCount(0, length)).toBe(0);
    expect(pageCount(length, length)).toBe(1);
    expect(pageCount(length + 1, length)).toBe(2);
    expect(pageCount(length * 7 - 1, length)).toBe(7);
    for (const total of [1, 5, 23, 24, 25, 99, 1000]) expect(pageCount(total, length)).toBe(Math.ceil(total / length));
  });
});

describe('time labels', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [3 * 60_000, '3 minutes ago'],
    [TIMERS.timeLabelRefreshMs, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [5 * 3600_000, '5 hours ago'],
    [24 * 3600_000, 'yesterday'],
    [3 * 24 * 3600_000, '3 days ago'],
    [14 * 24 * 3600_000, '2 weeks ago'],
    [400 * 24 * 3600_000, 'last year'],
  ])('%i ms ago → %j', (ago, label) => {
    expect(formatTimeAgo(new Date(now - ago).toISOString(), now)).toBe(label);
  });

  it('moves on when re-rendered one refresh interval later', () => {
    const at = new Date(now - 60_000).toISOString();
    expect(formatTimeAgo(at, now)).toBe('1 minute ago');
    expect(formatTimeAgo(at, now + TIMERS.timeLabelRefreshMs)).toBe('3 minutes ago');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatTimeAgo('not a date', now)).toBe('');
  });
});

describe("What's new entries", () => {
  it('are newest first with unique, growing ids, and count unread from a seen id', () => {
    const ids = CHANGELOG.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(LATEST_WHATS_NEW_ID).toBe(ids[0]);
    expect(unreadWhatsNew(0)).toBe(CHANGELOG.length);
    expect(unreadWhatsNew(LATEST_WHATS_NEW_ID)).toBe(0);
    expect(whatsNewState(ids[1]!)).toEqual({ unread: 1, seen_id: ids[1], latest_id: LATEST_WHATS_NEW_ID });
    for (const entry of CHANGELOG) expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('/urls templates', () => {
  it('fills placeholders, encoded, and leaves unknown ones', () => {
    expect(fillUrl(URL_TEMPLATES.deck, { username: 'ann', deckslug: 'q&a' })).toBe('/ann/q%26a');
    expect(fillUrl(URL_TEMPLATES.speaker, { id: 7 })).toBe('/d/7/speaker/{speaker_token}');
    expect(URL_TEMPLATES.changelog).toBe('/changelog');
    expect(URL_TEMPLATES.brand).toBe('/about#brand');
  });
});
