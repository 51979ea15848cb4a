/**
 * `/` on a team host (SPEC §2 team show): the team's name and logo and, for its members, the team's internal decks
 * (team/decks). Visitors are asked to sign in here: sessions belong to each host.
 */
import { useQuery } from '@tanstack/react-query';
import { genericMessage, type TeamRole } from '@podium/shared';
import { fetchTeamDecks } from '../../api/teams';
import type { TeamHostJson } from '../../api/bootstrap';
import { Button, ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { DeckCard, DeckCardSkeleton } from '../decks';
import { isMissingTeam, useTeam } from './useTeam';
import { TeamEndedNotice, useTeamSubscription } from './TeamSubscriptionPage';
import { MissingTeamView } from './MissingTeamView';
import { LoadingView } from '../../components/PageStates';
import './teams.css';

/** The team host's home page. */
export function TeamHomePage({ host }: { host: TeamHostJson }) {
  const { user } = useSession();
  return user ? <SignedInTeamHome host={host} /> : <TeamHome host={host} signedIn={false} />;
}

/** A signed-in user who turns out not to be a member (the team answers 404) gets a page that says so, not the team. */
function SignedInTeamHome({ host }: { host: TeamHostJson }) {
  const team = useTeam();
  // Until the team answers, whether this is the team's page or an outsider's is unknown: show neither.
  if (team.isPending) return <LoadingView label="Loading team" />;
  if (team.isError && isMissingTeam(team.error)) return <MissingTeamView />;
  return <TeamHome host={host} signedIn />;
}

function TeamHome({ host, signedIn }: { host: TeamHostJson; signedIn: boolean }) {
  return (
    <div className="page teams">
      <title>{`${host.name ?? host.slug} · Podium`}</title>
      <div className="page__header team-heading">
        {host.logo_url ? (
          <img className="team-heading__logo" src={host.logo_url} alt={`${host.name} logo`} />
        ) : (
          <span className="team-heading__logo team-heading__logo--initial" aria-hidden="true">{(host.name ?? host.slug).slice(0, 1).toUpperCase()}</span>
        )}
        <div>
          <p className="eyebrow">Team</p>
          <h1>{host.name}</h1>
        </div>
      </div>
      {signedIn && <TeamEnded />}
      {signedIn ? <TeamDecks /> : (
        <div className="card empty-state" data-testid="team-home-signed-out">
          <h2>Sign in to {host.name}</h2>
          <p>Your team’s internal decks are here once you sign in on this address.</p>
          <ButtonLink to="/users/sign_in" variant="primary">Sign in</ButtonLink>
        </div>
      )}
    </div>
  );
}

/** The ended state for every member (SPEC §2 team reactivate): the owner is led to reactivate. */
function TeamEnded() {
  const team = useTeam();
  const subscription = useTeamSubscription(team.isSuccess);
  return subscription.data?.ended ? <TeamEndedNotice data={subscription.data} compact /> : null;
}

function TeamDecks() {
  const team = useTeam();
  const decks = useQuery({ queryKey: ['team-decks'], queryFn: ({ signal }) => fetchTeamDecks(signal), enabled: team.isSuccess });
  if (team.isError && !isMissingTeam(team.error)) return <p className="alert alert--error" role="alert">{genericMessage()}</p>;
  const role: TeamRole | undefined = team.data?.role;
  return (
    <section className="stack" aria-labelledby="team-decks-heading">
      <div className="team-section-head">
        <h2 id="team-decks-heading">Team decks {decks.data && <span className="muted">({decks.data.total})</span>}</h2>
        {role && role !== 'member' && <ButtonLink to="/edit_members" size="sm">Team members</ButtonLink>}
      </div>
      {decks.isError ? (
        <p className="alert alert--error" role="alert">{genericMessage()} <Button size="sm" onClick={() => void decks.refetch()}>Try again</Button></p>
      ) : !decks.data ? (
        <ul className="deck-grid" aria-busy="true" aria-label="Team decks: loading">{[0, 1, 2].map((i) => <DeckCardSkeleton key={i} />)}</ul>
      ) : decks.data.results.length === 0 ? (
        <div className="card empty-state" data-testid="team-decks-empty">
          <h3>No team decks yet</h3>
          <p>Decks your team members make visible to the team show here.</p>
        </div>
      ) : (
        <ul className="deck-grid" aria-label="Team decks" data-testid="team-decks">
          {decks.data.results.map((deck) => <DeckCard key={deck.id} deck={deck} isOwner={false} />)}
        </ul>
      )}
    </section>
  );
}
