/** What every deck screen shows before (or instead of) its deck: loading, a share link's password, an error, 404. */
import type { ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { genericMessage } from '@podium/shared';
import { BaseView, LoadingView, NotFoundView } from '../../components/PageStates';
import { LinkPasswordGate, passwordLinkId } from '../sharing';

/** The view to show while `deck` (from useRouteDeck) is not ready, or null once it is; `name` titles the error view. */
export function routeDeckFallback<T>(deck: UseQueryResult<T | null | undefined>, name: string): ReactElement | null {
  if (deck.isPending) return <LoadingView label="Loading deck…" />;
  const lockedLink = passwordLinkId(deck.error);
  if (lockedLink !== null) {
    const search = new URLSearchParams(window.location.search);
    return <LinkPasswordGate tokenId={lockedLink} token={search.get('token') ?? ''} next={search.get('next')} onUnlocked={() => void deck.refetch()} />;
  }
  if (deck.isError) return <BaseView name={name} description={genericMessage()} />;
  if (!deck.data) return <NotFoundView what="deck" />;
  return null;
}
