/**
 * Forking a deck (SPEC §7 POST fork; §8): success takes the user to their profile where the copy is; a failure with
 * `deck_limit` opens the deck-limit-reached promotion; any other failure shows the generic message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { genericMessage } from '@podium/shared';
import { forkDeck } from '../../api/revisions';
import { deckLimitPath, isDeckLimit } from '../../api/templates';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';

/** The fork mutation with SPEC §8's outcomes; `onFailed` runs after the generic message (the fork page shows it too). */
export function useForkDeck({ onFailed }: { onFailed?: (message: string) => void } = {}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: number) => forkDeck(deckId),
    onSuccess: async (copy) => {
      await queryClient.invalidateQueries({ queryKey: ['decks'] });
      notify('Deck copied to your decks');
      void navigate(`/${copy.user.username}`);
    },
    onError: (error) => {
      if (isDeckLimit(error) && user) {
        void navigate(deckLimitPath(user.username));
        return;
      }
      const message = genericMessage();
      notify(message, { negative: true });
      onFailed?.(message);
    },
  });
}
