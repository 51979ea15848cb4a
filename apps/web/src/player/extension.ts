/**
 * The player's extension point. Each feature of the page (media rules, slide jump, timers, embed footer, notes
 * window, and later live-follow) is one PlayerExtension in extensions.ts: `setup` runs before reveal.js starts,
 * `ready` once it has laid out the slides.
 */
import type Reveal from 'reveal.js';
import type { PageBehaviour, PlayerConfig } from './config';

export type RevealApi = InstanceType<typeof Reveal>;

/** What every extension gets: the server's config, the page query and its parsed behaviour. */
export interface PlayerContext {
  config: PlayerConfig;
  query: URLSearchParams;
  behaviour: PageBehaviour;
  /** The viewer asks for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion: boolean;
}

/** One feature of the player page. */
export interface PlayerExtension {
  name: string;
  /** Runs before reveal.js initialises (the slides are in the DOM, not yet laid out). */
  setup?(context: PlayerContext): void;
  /** Runs once reveal.js is ready. */
  ready?(reveal: RevealApi, context: PlayerContext): void;
}
