/** "Make a copy" on the show page: for signed-in users, on a public deck or their own. */
import type { DeckJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { useForkDeck } from './useForkDeck';

/** ForkButton; renders nothing for signed-out visitors and for others' non-public decks. */
export function ForkButton({ deck }: { deck: Pick<DeckJson, 'id' | 'visibility' | 'user'> }) {
  const { user } = useSession();
  const fork = useForkDeck();
  if (!user || (deck.visibility !== 'all' && user.id !== deck.user.id)) return null;
  return (
    <Button testId="deck-fork" loading={fork.isPending} title="Make a copy of this deck in your decks" onClick={() => fork.mutate(deck.id)}>
      Make a copy
    </Button>
  );
}
