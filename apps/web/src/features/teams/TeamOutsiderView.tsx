/**
 * A signed-in user on the address of a team they do not belong to: a page that says so plainly (not the team's name
 * above a "not found"), with the way back to their own decks on the main address and a way to switch accounts.
 */
import { MESSAGES } from '@podium/shared';
import { ButtonLink } from '../../components/Button';
import './teams.css';

/** The page; `mainUrl` is the main host's address (sessions are per host, so their decks are signed in there). */
export function TeamOutsiderView({ teamName, username, mainUrl }: { teamName: string; username: string; mainUrl?: string }) {
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
