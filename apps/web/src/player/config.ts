/** What the server hands the player page (in <script type="application/json" id="deck-config">). */
export interface PlayerConfig {
  width: number;
  height: number;
  margin: number;
  center: boolean;
  transition: string;
  backgroundTransition: string;
  themeColor: string;
  themeFont: string;
  slideNumber: boolean;
  loop: boolean;
  rtl: boolean;
  shuffle: boolean;
  /** Seconds between slides; 0 is off. */
  autoSlide: number;
  navigationMode: string;
  controls: boolean;
}

/** Podium's transition ids → reveal.js transitions (slides.com shows "default" as Convex; deprecated ones fall back). */
export function revealTransition(id: string): string {
  const map: Record<string, string> = { default: 'convex', linear: 'slide', cube: 'convex', page: 'slide' };
  return map[id] ?? id;
}

/** reveal.js options from the deck config and the page's query string (SPEC §2 fullscreen and preview parameters). */
export function revealOptions(config: PlayerConfig, query: URLSearchParams): Record<string, unknown> {
  const flag = (name: string, fallback: boolean) => (query.has(name) ? query.get(name) !== 'false' && query.get(name) !== '0' : fallback);
  const noAutoplay = query.get('no-autoplay') === '1';
  return {
    width: config.width,
    height: config.height,
    margin: config.margin,
    center: config.center,
    transition: revealTransition(config.transition),
    backgroundTransition: revealTransition(config.backgroundTransition),
    slideNumber: config.slideNumber,
    loop: config.loop,
    rtl: config.rtl,
    shuffle: config.shuffle,
    controls: config.controls,
    progress: true,
    hash: true,
    navigationMode: config.navigationMode,
    autoSlide: query.has('autoSlide') ? Number(query.get('autoSlide')) || 0 : config.autoSlide * 1000,
    fragments: flag('fragments', true),
    autoPlayMedia: noAutoplay ? false : query.has('autoPlayMedia') ? flag('autoPlayMedia', true) : null,
    postMessage: flag('postMessage', true),
    postMessageEvents: flag('postMessageEvents', false),
    showNotes: flag('showNotes', false),
  };
}
