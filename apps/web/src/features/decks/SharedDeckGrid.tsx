/** The decks shared with the signed-in user ("Shared with me"), paged like the other deck grids, with each role. */
import { listSharedWithMe } from '../../api/collaborators';
import { Button } from '../../components/Button';
import { DeckCard, DeckCardSkeleton } from './DeckCard';
import { usePagedList } from './useDeckList';

/** The query key of the signed-in user's shared decks. */
export const sharedWithMeKey = ['decks-shared-with-me'] as const;

/** SharedDeckGrid. */
export function SharedDeckGrid() {
  const { list, setSentinel, loadMore } = usePagedList({ queryKey: sharedWithMeKey, fetchPage: listSharedWithMe });
  const { hasNextPage, isFetchingNextPage } = list;

  if (list.isPending) {
    return (
      <ul className="deck-grid" aria-busy="true" aria-label="Shared with me: loading">
        {Array.from({ length: 3 }, (_, index) => <DeckCardSkeleton key={index} />)}
      </ul>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className="alert alert--error" role="alert">
        <p>These decks could not be loaded.</p>
        <Button size="sm" onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  }
  const decks = list.data.pages.flatMap((page) => page.results);
  if (decks.length === 0) {
    return (
      <div className="empty-state" data-testid="shared-empty">
        <h2>Nothing shared with you yet</h2>
        <p>When someone invites you to collaborate on a deck, it shows up here.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="deck-grid" aria-label="Decks shared with me" data-testid="shared-decks">
        {decks.map((deck) => <DeckCard key={deck.id} deck={deck} isOwner={false} sharedRole={deck.role} />)}
      </ul>
      <div ref={setSentinel} className="deck-grid__end">
        {hasNextPage && !isFetchingNextPage && <Button onClick={loadMore}>Load more decks</Button>}
        {list.isFetchNextPageError && <p className="field__error">More decks could not be loaded.</p>}
      </div>
    </>
  );
}
