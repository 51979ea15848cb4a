/**
 * Creating a deck from the templates popup: `fork_template` (a template or one of my decks), then the editor. The
 * deck limit opens the deck-limit-reached promotion (SPEC §8); any other failure shows the generic message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { genericMessage } from '@podium/shared';
import { deckLimitPath, forkTemplate, isDeckLimit } from '../../api/templates';
import { useNotify } from '../../components/notifications';
import { deckBySlugKey, deckListKey } from '../decks';

/** The mutation; `variables` is the source being created (to show which card is busy). */
export function useCreateFromTemplate(username: string, onDone: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (source: string | number) => forkTemplate(source),
    onSuccess: (deck) => {
      void queryClient.invalidateQueries({ queryKey: deckListKey(username) });
      queryClient.setQueryData(deckBySlugKey(deck.user.username, deck.slug), deck);
      onDone();
      navigate(`/${deck.user.username}/${deck.slug}/edit`);
    },
    onError: (error) => {
      if (isDeckLimit(error)) {
        onDone();
        navigate(deckLimitPath(username));
        return;
      }
      notify(genericMessage(), { negative: true });
    },
  });
}
