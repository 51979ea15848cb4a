// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDocument, emptySlide } from '@podium/deck';
import { TIMERS, type DeckJson, type PresencePeer } from '@podium/shared';
import { DocModel } from '../model/docModel';
import { EditorStore } from '../state/store';
import { PresenceHub } from './presenceHub';

const peer = (extra: Partial<PresencePeer> = {}): PresencePeer => ({
  id: 'sock1', user_id: 7, name: 'Ada', username: 'ada', thumbnail_url: null, can_edit: true,
  slide_id: null, selection: [], cursor: null, status: 'viewing', typing: false, ...extra,
});

describe('PresenceHub', () => {
  let store: EditorStore;
  let sent: unknown[];
  let hub: PresenceHub;
  beforeEach(() => {
    vi.useFakeTimers();
    const doc = { ...emptyDocument(), slides: [emptySlide(), emptySlide()] };
    store = new EditorStore(new DocModel({ id: 1, version: 1, title: 'd', slug: 'd' } as DeckJson, doc));
    sent = [];
    const connection = { live: true, id: 'me', presence: (u: unknown) => sent.push(u) } as never;
    hub = new PresenceHub(store, () => connection);
  });
  afterEach(() => {
    hub.stop();
    vi.useRealTimers();
  });

  it('shows "typing" until the reset-writing time passes without news', () => {
    hub.update(peer({ typing: true }));
    expect(hub.getSnapshot().peers[0]!.typing).toBe(true);
    vi.advanceTimersByTime(TIMERS.resetWritingMs - 1000);
    expect(hub.getSnapshot().peers[0]!.typing).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(hub.getSnapshot().peers[0]!.typing).toBe(false);
  });

  it('follows a co-editor to their slide and stops when they leave', () => {
    const second = store.getSnapshot().doc.slides[1]!.id;
    hub.update(peer({ slide_id: second }));
    hub.follow('sock1');
    expect(store.getSnapshot().slideId).toBe(second);
    hub.remove('sock1');
    expect(hub.getSnapshot()).toEqual({ peers: [], following: null });
  });

  it('says idle after the collaboration idle time without input, and viewing again on input', () => {
    hub.start();
    vi.advanceTimersByTime(TIMERS.collaborationIdleMs);
    expect(sent).toContainEqual({ status: 'idle' });
    window.dispatchEvent(new Event('pointerdown'));
    expect(sent.at(-1)).toEqual({ status: 'viewing' });
  });
});
