/**
 * The signed-in viewer's access to a deck (role.json): their role, and for its managers what the owner's plan allows.
 * One query per deck, viewer and share-link token, shared by the share dialog, the open-deck prompt and comments.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchDeckAccess } from '../../api/sharing';
import { useSession } from '../../session/SessionContext';

export function useDeckAccess(deckId: number, options: { enabled?: boolean; token?: string | null; retry?: boolean } = {}) {
  const { user } = useSession();
  const { enabled = true, token = null, retry } = options;
  return useQuery({
    queryKey: ['deck-access', deckId, user?.id ?? null, token],
    queryFn: ({ signal }) => fetchDeckAccess(deckId, signal, token),
    enabled: enabled && Boolean(user),
    ...(retry === undefined ? {} : { retry }),
  });
}
