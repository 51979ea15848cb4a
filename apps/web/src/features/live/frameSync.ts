/**
 * Keeps a player frame and the stream in step. States from the stream are applied with reveal.js `setState`; the
 * events that causes are not the presenter's moves and must not be published back (they would also be half-way
 * states: `setState` moves the slide before it pauses). So while a state is being applied, events are ignored until
 * a `getState` round trip, which the frame answers after handling everything `setState` triggered.
 */
import { sameStreamState, type StreamState } from '@podium/shared';
import { STATE_EVENTS, type RevealFrame } from './revealFrame';

export class FrameSync {
  private applying = 0;
  private current: StreamState | null = null;
  private readonly off: () => void;

  constructor(private readonly frame: RevealFrame, private readonly onLocalChange?: (state: StreamState) => void) {
    this.off = frame.on(STATE_EVENTS, (state) => {
      if (!state || this.applying > 0) return;
      this.local(state);
    });
  }

  /** The state the frame shows, as far as this sync knows. */
  get state(): StreamState | null {
    return this.current;
  }

  /** Shows a state from the stream. */
  async apply(state: StreamState): Promise<void> {
    if (sameStreamState(state, this.current)) return;
    this.current = state;
    this.applying += 1;
    this.frame.call('setState', state);
    const settled = await this.frame.request<unknown>('getState');
    this.applying -= 1;
    void settled;
  }

  private local(state: StreamState): void {
    if (sameStreamState(state, this.current)) return;
    this.current = state;
    this.onLocalChange?.(state);
  }

  /** Stops listening to the frame. */
  dispose(): void {
    this.off();
  }
}
