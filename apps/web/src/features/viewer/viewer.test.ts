import { describe, expect, it } from 'vitest';
import { deckPath, parsePlayerMessage, slideFromHash, slideHash } from './playerMessages';
import { hasSlidesBelow, NAVIGATION_INSTRUCTIONS_KEY, shouldShowNavigationInstructions, VERTICAL_INSTRUCTIONS_KEY } from './instructions';

describe('parsePlayerMessage', () => {
  it('reads reveal.js events posted as JSON strings', () => {
    const data = JSON.stringify({ namespace: 'reveal', eventName: 'slidechanged', state: { indexh: 2, indexv: 1, indexf: 0 } });
    expect(parsePlayerMessage(data)).toEqual({ eventName: 'slidechanged', state: { indexh: 2, indexv: 1 } });
  });

  it('ignores other namespaces, malformed JSON and bad indices', () => {
    expect(parsePlayerMessage('{"namespace":"other","eventName":"x"}')).toBeNull();
    expect(parsePlayerMessage('{not json')).toBeNull();
    expect(parsePlayerMessage(42)).toBeNull();
    expect(parsePlayerMessage({ namespace: 'reveal', eventName: 'ready', state: { indexh: -1, indexv: 'x' } })?.state).toEqual({ indexh: 0, indexv: 0 });
  });
});

describe('slide hashes', () => {
  it('builds #/h and #/h/v deep links, nothing on the first slide', () => {
    expect(slideHash({ indexh: 0, indexv: 0 })).toBe('');
    expect(slideHash({ indexh: 3, indexv: 0 })).toBe('#/3');
    expect(slideHash({ indexh: 3, indexv: 2 })).toBe('#/3/2');
    expect(slideHash({ indexh: 0, indexv: 2 })).toBe('#/0/2');
  });

  it('reads them back', () => {
    expect(slideFromHash('#/3/2')).toEqual({ indexh: 3, indexv: 2 });
    expect(slideFromHash('#/4')).toEqual({ indexh: 4, indexv: 0 });
    expect(slideFromHash('')).toEqual({ indexh: 0, indexv: 0 });
  });

  it('builds deck screen paths', () => {
    expect(deckPath({ user: { username: 'ann' }, slug: 'talk' }, 'fullscreen')).toBe('/ann/talk/fullscreen');
    expect(deckPath({ user: { username: 'ann' }, slug: 'talk' })).toBe('/ann/talk');
  });
});

describe('shouldShowNavigationInstructions (SPEC §5)', () => {
  const empty = { getItem: () => null };
  const base = { signedIn: false, slideCount: 3, phoneOrTablet: false, storage: empty };

  it('shows for a signed-out viewer of a multi-slide deck on a desktop with storage', () => {
    expect(shouldShowNavigationInstructions(base)).toBe(true);
  });

  it('does not show with one slide, on phones and tablets, without storage, or signed in', () => {
    expect(shouldShowNavigationInstructions({ ...base, slideCount: 1 })).toBe(false);
    expect(shouldShowNavigationInstructions({ ...base, phoneOrTablet: true })).toBe(false);
    expect(shouldShowNavigationInstructions({ ...base, storage: null })).toBe(false);
    expect(shouldShowNavigationInstructions({ ...base, signedIn: true })).toBe(false);
  });

  it('shows once per browser, each kind of instructions on its own', () => {
    const seen = { getItem: (key: string) => (key === NAVIGATION_INSTRUCTIONS_KEY ? '1' : null) };
    expect(shouldShowNavigationInstructions({ ...base, storage: seen })).toBe(false);
    expect(shouldShowNavigationInstructions({ ...base, storage: seen, key: VERTICAL_INSTRUCTIONS_KEY })).toBe(true);
  });

  it('knows which slides have vertical slides below', () => {
    const doc = { slides: [{ children: [] }, { children: [{}] }] };
    expect([0, 1, 2].map((h) => hasSlidesBelow(doc, h))).toEqual([false, true, false]);
    expect(hasSlidesBelow(undefined, 0)).toBe(false);
  });
});
