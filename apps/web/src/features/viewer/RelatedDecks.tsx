/**
 * Related decks under the show page (SPEC §2): "More by {author}" and "Similar decks" (others whose text is
 * like this deck's title and tags), loaded only when scrolled into view. A list with no decks is left out.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeckCardJson, DeckJson } from '@podium/shared';
import { relatedDecks } from '../../api/explore';
import { useSession } from '../../session/SessionContext';
import { DeckCard, DeckCardSkeleton } from '../decks';

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

function RelatedList({ title, decks, testId }: { title: string; decks: DeckCardJson[] | undefined; testId: string }) {
  const { user } = useSession();
  if (decks && decks.length === 0) return null;
  return (
    <section className="viewer-related__list" aria-label={title} data-testid={testId}>
      <h2 className="viewer-related__title">{title}</h2>
      <ul className="deck-grid" aria-busy={!decks}>
        {decks
          ? decks.map((other) => <DeckCard key={other.id} deck={other} isOwner={user?.id === other.user.id} />)
          : Array.from({ length: RELATED_COUNT }, (_, index) => <DeckCardSkeleton key={index} />)}
      </ul>
    </section>
  );
}

/** Up to four other decks by the same author and four similar decks by others; nothing at all when there are none. */
export function RelatedDecks({ deck }: { deck: DeckJson }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const seen = useSeen(anchor);
  const related = useQuery({
    queryKey: ['related-decks', deck.id],
    queryFn: ({ signal }) => relatedDecks(deck.id, signal),
    enabled: seen,
  });
  const author = deck.user.name || deck.user.username;
  const empty = related.isSuccess && related.data.by_author.length === 0 && related.data.similar.length === 0;
  return (
    <div ref={setAnchor} className="viewer-related" data-testid="related-decks" hidden={empty || related.isError}>
      <RelatedList title={`More by ${author}`} decks={related.data?.by_author} testId="related-by-author" />
      <RelatedList title="Similar decks" decks={related.data?.similar} testId="related-similar" />
    </div>
  );
}
