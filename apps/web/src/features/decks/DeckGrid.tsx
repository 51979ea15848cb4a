/** A paged grid of one user's decks: skeleton while loading, infinite scroll, an empty state and a retry on errors. */
import type { ReactNode } from 'react';
import type { DeckLifecycleFilter } from '../../api/decks';
import { Button } from '../../components/Button';
import { DeckCard, DeckCardSkeleton } from './DeckCard';
import { useDeckList } from './useDeckList';

const SKELETON_COUNT = 6;

/** DeckGrid; `empty` is rendered when the list has no decks at all. */
export function DeckGrid({ username, isOwner, lifecycle = 'active', tag, empty, label }: { username: string; isOwner: boolean; lifecycle?: DeckLifecycleFilter; tag?: string; empty: ReactNode; label: string }) {
  const { list, setSentinel, loadMore } = useDeckList(username, lifecycle, tag);
  const { hasNextPage, isFetchingNextPage } = list;

  if (list.isPending) {
    return (
      <ul className="deck-grid" aria-busy="true" aria-label={`${label}: loading`}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <DeckCardSkeleton key={index} />
        ))}
      </ul>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className="alert alert--error" role="alert">
        <p>These decks could not be loaded.</p>
        <Button size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const decks = list.data.pages.flatMap((page) => page.results);
  if (decks.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="deck-grid" aria-label={label} aria-busy={isFetchingNextPage || undefined}>
        {decks.map((deck) => (
          <DeckCard key={deck.id} deck={deck} isOwner={isOwner} lifecycle={lifecycle} />
        ))}
        {isFetchingNextPage && Array.from({ length: 3 }, (_, index) => <DeckCardSkeleton key={`more-${index}`} />)}
      </ul>
      <div ref={setSentinel} className="deck-grid__end">
        {hasNextPage && !isFetchingNextPage && (
          <Button onClick={loadMore} testId="deck-list-load-more">
            Load more decks
          </Button>
        )}
        {list.isFetchNextPageError && <p className="field__error">More decks could not be loaded.</p>}
      </div>
    </>
  );
}
