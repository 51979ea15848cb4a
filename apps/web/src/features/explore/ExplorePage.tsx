/**
 * /explore: public decks as cards — the ones an operator features, then most viewed or newest, loading more near the
 * end of the list (SPEC §9 deck-list scroll debounce; pages = ceil(total / page length)).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exploreDecks, type ExploreSection } from '../../api/explore';
import { Button } from '../../components/Button';
import { DeckCard, DeckCardSkeleton, usePagedList } from '../decks';
import './Explore.css';

const TABS: ReadonlyArray<{ id: Exclude<ExploreSection, 'featured'>; label: string }> = [
  { id: 'popular', label: 'Most viewed this week' },
  { id: 'recent', label: 'Newest' },
];

/** ExplorePage. */
export function ExplorePage() {
  const [tab, setTab] = useState<'popular' | 'recent'>('popular');
  const featured = useQuery({ queryKey: ['explore', 'featured'], queryFn: ({ signal }) => exploreDecks('featured', 1, signal) });
  return (
    <div className="page explore">
      <title>Explore · Podium</title>
      <header className="page__header">
        <div>
          <h1>Explore</h1>
          <p className="muted">Public decks from people on Podium.</p>
        </div>
      </header>
      {featured.data && featured.data.results.length > 0 && (
        <section aria-labelledby="explore-featured" className="explore__section" data-testid="explore-featured">
          <h2 id="explore-featured">Featured</h2>
          <ul className="deck-grid">
            {featured.data.results.map((deck) => <DeckCard key={deck.id} deck={deck} isOwner={false} />)}
          </ul>
        </section>
      )}
      <section className="explore__section" aria-label="Public decks">
        <div className="explore__tabs" role="tablist" aria-label="Order">
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`explore-tab-${id}`}
              aria-selected={tab === id}
              aria-controls="explore-panel"
              className={`explore__tab${tab === id ? ' is-active' : ''}`}
              data-testid={`explore-tab-${id}`}
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          ))}
        </div>
        <div id="explore-panel" role="tabpanel" aria-labelledby={`explore-tab-${tab}`}>
          <ExploreGrid key={tab} section={tab} />
        </div>
      </section>
    </div>
  );
}

function ExploreGrid({ section }: { section: ExploreSection }) {
  const { list, setSentinel, loadMore } = usePagedList({
    queryKey: ['explore', section],
    fetchPage: (page, signal) => exploreDecks(section, page, signal),
  });
  const { hasNextPage, isFetchingNextPage } = list;

  if (list.isPending) {
    return <ul className="deck-grid" aria-busy="true">{Array.from({ length: 6 }, (_, i) => <DeckCardSkeleton key={i} />)}</ul>;
  }
  if (list.isError && !list.data) {
    return (
      <div className="alert alert--error" role="alert">
        <p>Public decks could not be loaded.</p>
        <Button size="sm" onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  }
  const decks = list.data.pages.flatMap((page) => page.results);
  if (!decks.length) return <p className="muted">No public decks yet.</p>;
  return (
    <>
      <ul className="deck-grid" data-testid="explore-grid" aria-busy={isFetchingNextPage || undefined}>
        {decks.map((deck) => <DeckCard key={deck.id} deck={deck} isOwner={false} />)}
        {isFetchingNextPage && Array.from({ length: 3 }, (_, i) => <DeckCardSkeleton key={`more-${i}`} />)}
      </ul>
      <div ref={setSentinel} className="deck-grid__end">
        {hasNextPage && !isFetchingNextPage && <Button onClick={loadMore} testId="explore-load-more">Load more decks</Button>}
        {list.isFetchNextPageError && <p className="field__error">More decks could not be loaded.</p>}
      </div>
    </>
  );
}
