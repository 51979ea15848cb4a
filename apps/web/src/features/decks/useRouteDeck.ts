/** The deck of the current /{username}/{slug}[/suffix] route, looked up by owner and slug (with the link's token). */
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { findDeckBySlug } from '../../api/decks';
import { deckBySlugKey } from './useDeckList';
import { passwordLinkId } from '../sharing';

/** The deck of the current route; a password link's 401 is not retried (the screen asks for the password). */
export function useRouteDeck() {
  const { username = '', deckslug = '' } = useParams();
  const token = useSearchParams()[0].get('token');
  return useQuery({
    queryKey: token ? [...deckBySlugKey(username, deckslug), token] : deckBySlugKey(username, deckslug),
    queryFn: ({ signal }) => findDeckBySlug(username, deckslug, signal, token),
    retry: (count, error) => passwordLinkId(error) === null && count < 2,
  });
}
