/** "More by {author}" under the show page, loaded only when scrolled into view (SPEC §2 related decks). */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeckJson } from '@podium/shared';
import { listDecks } from '../../api/decks';
import { DeckCard, DeckCardSkeleton } from '../decks/DeckCard';

const RELATED_COUNT = 4;

/** True once `element` has come near the viewport (then stays true). */
function useSeen(element: Element | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || seen) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/** Up to four other decks by the same author; nothing at all when there are none. */
export function RelatedDecks({ deck, isOwner }: { deck: DeckJson; isOwner: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const seen = useSeen(anchor);
  const related = useQuery({
    queryKey: ['related-decks', deck.user.username.toLowerCase()],
    queryFn: ({ signal }) => listDecks(deck.user.username, 1, 'active', signal),
    enabled: seen,
  });
  const others = (related.data?.results ?? []).filter((other) => other.id !== deck.id).slice(0, RELATED_COUNT);
  const author = deck.user.name || deck.user.username;
  const empty = related.isSuccess && others.length === 0;
  return (
    <section ref={setAnchor} className="viewer-related" aria-label={`More by ${author}`} data-testid="related-decks" hidden={empty || related.isError}>
      <h2 className="viewer-related__title">More by {author}</h2>
      <ul className="deck-grid" aria-busy={!related.isSuccess}>
        {related.isSuccess
          ? others.map((other) => <DeckCard key={other.id} deck={other} isOwner={isOwner} />)
          : Array.from({ length: RELATED_COUNT }, (_, index) => <DeckCardSkeleton key={index} />)}
      </ul>
    </section>
  );
}
