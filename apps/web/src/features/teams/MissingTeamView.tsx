/**
 * A team page the team answers 404 to. A signed-in user on the address of a team they do not belong to gets a page
 * that says so plainly (not the team's name above a "not found"), with the way back to their own decks on the main
 * address and a way to switch accounts; anywhere else it is the plain "not found".
 */
import { MESSAGES } from '@podium/shared';
import { ButtonLink } from '../../components/Button';
import { NotFoundView } from '../../components/PageStates';
import { readBootstrapTeamHost } from '../../api/bootstrap';
import { useSession } from '../../session/SessionContext';
import './teams.css';

/** What every team page shows when the team is missing for the signed-in user (useTeam's isMissingTeam). */
export function MissingTeamView() {
  const host = readBootstrapTeamHost();
  const { user } = useSession();
  return host?.found && user
    ? <TeamOutsiderView teamName={host.name ?? host.slug} username={user.username} mainUrl={host.main_url} />
    : <NotFoundView what="team" />;
}

/** The outsider's page; `mainUrl` is the main host's address (sessions are per host, so their decks are signed in there). */
function TeamOutsiderView({ teamName, username, mainUrl }: { teamName: string; username: string; mainUrl?: string }) {
  return (
    <div className="page page--narrow" data-testid="team-not-member">
      <title>{`${teamName} · Podium`}</title>
      <div className="card empty-state">
        <h1>{MESSAGES.teamNotMemberTitle(teamName)}</h1>
        <p>{MESSAGES.teamNotMember(username)}</p>
        <div className="row">
          {mainUrl && <ButtonLink to={mainUrl} reloadDocument variant="primary">Go to my decks</ButtonLink>}
          <ButtonLink to="/users/sign_out">Use another account</ButtonLink>
        </div>
      </div>
    </div>
  );
}
