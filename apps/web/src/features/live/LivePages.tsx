/**
 * Route elements of the live screens (loaded on demand): they find the deck and the viewer's stream role, then show
 * the presenter view, the audience view or a phone's speaker view, or say why not.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { genericMessage } from '@podium/shared';
import { findDeckBySlug } from '../../api/decks';
import { fetchStream, openSpeakerLink } from '../../api/live';
import { ButtonLink } from '../../components/Button';
import { BaseView, LoadingView, NotFoundView } from '../../components/PageStates';
import { useSession } from '../../session/SessionContext';
import { PresenterScreen } from './PresenterPage';
import { SpeakerPanel } from './SpeakerPanel';
import { frameResults } from './polls/pollState';
import { useLiveStream } from './useLiveStream';
import { ViewerScreen } from './ViewerPage';
import { LinkPasswordGate, passwordLinkId } from '../sharing';
import './live.css';

/** `/{user}/{slug}/live`. */
export function PresenterRoute() {
  const { username = '', deckslug = '' } = useParams();
  const { user } = useSession();
  const stream = useQuery({
    queryKey: ['live-presenter', username, deckslug, user?.id ?? null],
    queryFn: async ({ signal }) => {
      const deck = await findDeckBySlug(username, deckslug, signal);
      return deck ? fetchStream(deck.id, signal) : null;
    },
    staleTime: Infinity,
  });
  if (stream.isPending) return <LoadingView label="Loading presentation…" />;
  if (stream.isError) return <BaseView name="Live presentation" description={genericMessage()} />;
  if (!stream.data) return <NotFoundView what="deck" />;
  if (stream.data.role !== 'presenter') {
    return (
      <BaseView name="Live presentation" description={user ? 'You can watch this deck, but presenting it needs the presenter role or higher.' : 'Sign in to present this deck.'}>
        <div className="row">
          <ButtonLink to={`/d/${stream.data.deck.id}/live`} variant="primary">Watch the live stream</ButtonLink>
          {!user && <ButtonLink to="/users/sign_in">Sign in</ButtonLink>}
        </div>
      </BaseView>
    );
  }
  return <PresenterScreen stream={stream.data} />;
}

/** `/d/{id}/live`, with `?token=` when a share link opens it. */
export function ViewerRoute() {
  const deckId = Number(useParams().id);
  const deckToken = useSearchParams()[0].get('token') ?? undefined;
  const stream = useQuery({
    queryKey: ['live-viewer', deckId, deckToken],
    queryFn: ({ signal }) => (Number.isSafeInteger(deckId) && deckId > 0 ? fetchStream(deckId, signal, deckToken) : null),
    staleTime: Infinity,
  });
  if (stream.isPending) return <LoadingView label="Joining the presentation…" />;
  // A password link asks for its password first, then the stream opens as the deck does.
  const lockedLink = passwordLinkId(stream.error);
  if (lockedLink !== null) {
    return <LinkPasswordGate tokenId={lockedLink} token={deckToken ?? ''} next={null} onUnlocked={() => void stream.refetch()} />;
  }
  if (stream.isError) return <BaseView name="Live stream" description={genericMessage()} />;
  if (!stream.data) return <NotFoundView what="presentation" />;
  return <ViewerScreen stream={stream.data} deckToken={deckToken} />;
}

/** `/d/{id}/speaker/{speaker_token}`: a phone as remote control and notes reader. */
export function SpeakerLinkRoute() {
  const { id, speakerToken = '' } = useParams();
  const deckId = Number(id);
  const link = useQuery({
    queryKey: ['speaker-link', deckId, speakerToken],
    queryFn: ({ signal }) => (Number.isSafeInteger(deckId) && deckId > 0 ? openSpeakerLink(deckId, speakerToken, signal) : null),
    staleTime: Infinity,
    retry: false,
  });
  if (link.isPending) return <LoadingView label="Opening speaker view…" />;
  if (link.isError) return <BaseView name="Speaker view" description={genericMessage()} />;
  if (!link.data) return <BaseView name="Speaker view" description="This speaker link is not valid any more. Ask the presenter for a new one." />;
  return <PhoneSpeaker deckId={deckId} token={speakerToken} deck={link.data.deck} playerUrl={link.data.player_url} />;
}

function PhoneSpeaker({ deckId, token, deck, playerUrl }: { deckId: number; token: string; deck: Parameters<typeof SpeakerPanel>[0]['deck']; playerUrl: string }) {
  const { view, connection, dispatch } = useLiveStream(deckId, { speakerToken: token });
  const pollResults = useMemo(() => frameResults(view.polls), [view.polls]);
  if (view.status === 'refused') return <BaseView name="Speaker view" description="This speaker link is not valid any more. Ask the presenter for a new one." />;
  return (
    <div className="live-page live-page--phone" data-testid="speaker-phone" data-status={view.status}>
      <title>{`${deck.title} · Speaker view · Podium`}</title>
      <SpeakerPanel deck={deck} playerUrl={playerUrl} state={view.state} stateSeq={view.stateSeq} layout="phone"
        qa={{ view: view.qa, send: connection.current?.qa }} polls={{ view: view.polls, results: pollResults }}
        onPublish={(state) => {
          dispatch({ type: 'state', state });
          connection.current?.publishState(state);
        }} />
    </div>
  );
}
