/**
 * The frame of the team pages (`/edit`, `/edit_members`): loading, error, 404 for anyone outside the team (on a team's
 * own address: that they are not a member of it) and a "managers only" state for members (SPEC §6: these pages are for
 * enterprise managers).
 */
import type { ReactNode } from 'react';
import { MESSAGES, genericMessage, type TeamJson, type TeamRole } from '@podium/shared';
import { Button } from '../../components/Button';
import { LoadingView } from '../../components/PageStates';
import { isMissingTeam, useTeam } from './useTeam';
import { MissingTeamView } from './MissingTeamView';
import './teams.css';

/** Renders `children(team, role)` for an enterprise manager of the team. */
export function TeamGate({ title, children }: { title: string; children: (team: TeamJson, role: TeamRole) => ReactNode }) {
  const query = useTeam();
  if (query.isPending) return <LoadingView label="Loading team" />;
  if (query.isError) {
    if (isMissingTeam(query.error)) return <MissingTeamView />;
    return (
      <div className="page page--narrow">
        <div className="alert alert--error" role="alert">
          {genericMessage()} <Button size="sm" onClick={() => void query.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }
  const { team, role } = query.data;
  if (role === 'member') {
    return (
      <div className="page page--narrow" data-testid="team-managers-only">
        <title>{`${title} · ${team.name}`}</title>
        <div className="card empty-state">
          <h1>{title}</h1>
          <p>{MESSAGES.teamManagersOnly}</p>
        </div>
      </div>
    );
  }
  return <>{children(team, role)}</>;
}

/** The team's name with its logo (or initial), as the team pages head themselves. */
export function TeamHeading({ team, title }: { team: TeamJson; title: string }) {
  return (
    <div className="page__header team-heading">
      {team.logo_url ? (
        <img className="team-heading__logo" src={team.logo_url} alt={`${team.name} logo`} />
      ) : (
        <span className="team-heading__logo team-heading__logo--initial" aria-hidden="true">{team.name.slice(0, 1).toUpperCase()}</span>
      )}
      <div>
        <p className="eyebrow">{team.name}</p>
        <h1>{title}</h1>
      </div>
    </div>
  );
}
