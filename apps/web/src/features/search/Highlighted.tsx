/** Text runs from search results, matched words in <mark>. Runs are rendered as text: user content never becomes markup. */
import type { TextRunJson } from '@podium/shared';

/** Highlighted. */
export function Highlighted({ runs }: { runs: readonly TextRunJson[] }) {
  return <>{runs.map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>))}</>;
}

/** Where a result's text is, e.g. "Slide 3" or "Slide 3 notes". */
export function slideLabel(slide: { number: number; source: 'slide' | 'notes' }): string {
  return slide.source === 'notes' ? `Slide ${slide.number} notes` : `Slide ${slide.number}`;
}

/** The in-app path of a result: the show page, opened on the matching slide when there is one. */
export function resultPath(result: { deck: { user: { username: string }; slug: string }; slide: null | { h: number; v: number } }): string {
  const base = `/${result.deck.user.username}/${result.deck.slug}`;
  if (!result.slide) return base;
  return `${base}#/${result.slide.h}${result.slide.v ? `/${result.slide.v}` : ''}`;
}
