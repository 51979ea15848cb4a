/**
 * The deck lifecycle of SPEC §4 from the UI: move to the trash, recover, delete for good. Each refreshes the owner's
 * deck lists (active and trashed) and tells the user what happened, with the SPEC §8 message when it failed. The
 * trash notification offers Undo, which recovers the deck.
 */
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { MESSAGES, type DeckJson } from '@podium/shared';
import { deleteDeck, recoverDeck, trashDeck } from '../../api/decks';
import { useNotify } from '../../components/notifications';

type DeckRef = Pick<DeckJson, 'id' | 'title'> & { user: Pick<DeckJson['user'], 'username'> };

/** Mutations for trash, recover and destroy; `onTrashed` runs after a successful trash (the editor leaves the deck). */
export function useDeckLifecycle(options: { onTrashed?: (deck: DeckRef) => void } = {}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = (deck: DeckRef) => queryClient.invalidateQueries({ queryKey: ['decks', deck.user.username.toLowerCase()] });
  const failed = (message: string) => () => notify(message, { negative: true });

  const trash = useMutation({
    mutationFn: (deck: DeckRef) => trashDeck(deck.id),
    onSuccess: (_saved, deck) => {
      notify(MESSAGES.deckTrashed(deck.title), { action: { label: MESSAGES.undoTrash, run: () => recover.mutate(deck) } });
      void refresh(deck);
      options.onTrashed?.(deck);
    },
    onError: failed(MESSAGES.failedToDelete),
  });
  const recover: UseMutationResult<DeckJson, Error, DeckRef> = useMutation({
    mutationFn: (deck: DeckRef) => recoverDeck(deck.id),
    onSuccess: (_saved, deck) => {
      notify(MESSAGES.deckRecovered(deck.title));
      void refresh(deck);
    },
    onError: failed(MESSAGES.failedToRecover),
  });
  const destroy = useMutation({
    mutationFn: (deck: DeckRef) => deleteDeck(deck.id),
    onSuccess: (_none, deck) => {
      notify(MESSAGES.deckDeleted(deck.title));
      void refresh(deck);
    },
    onError: failed(MESSAGES.failedToDelete),
  });
  return { trash, recover, destroy };
}
