import { describe, expect, it } from 'vitest';
import { shareTargetOf } from './shareTarget';

describe('shareTargetOf', () => {
  const deck = { slug: 'q3', user: { id: 1, username: 'ann', name: null, profile_url: '', thumbnail_url: null } };

  it('takes PUBLIC_URL from the deck URL the server built, so links use the public (https) address', () => {
    expect(shareTargetOf({ ...deck, url: 'https://slides.example.org/ann/q3' })).toEqual({
      publicUrl: 'https://slides.example.org', username: 'ann', slug: 'q3',
    });
  });

  it('carries the current slide and follows a changed slug', () => {
    const target = shareTargetOf({ ...deck, slug: 'q3-final', url: 'https://p.example/ann/q3' }, { indexh: 2, indexv: 1 });
    expect(target).toMatchObject({ slug: 'q3-final', indexh: 2, indexv: 1 });
  });
});
