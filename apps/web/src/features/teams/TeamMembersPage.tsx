/**
 * `/edit_members` on the team host (SPEC §2 team edit_members; §4 member deactivate/reactivate, invitations created,
 * resent, deleted): members with their roles (search, change role, deactivate, reactivate, remove), invitations by
 * e-mail with a role, the `#deck-templates` section and the team library's `#media-tags`. Enterprise managers only.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DECK_TEMPLATES_MODE_NAMES, MESSAGES, TEAM_ROLES, TEAM_ROLE_NAMES, genericMessage, validateEmail,
  type InvitationJson, type TeamJson, type TeamMemberJson, type TeamRole,
} from '@podium/shared';
import {
  createInvitation, deleteInvitation, fetchInvitations, fetchMembers, removeMember, resendInvitation, setMemberActive, updateMemberRole,
} from '../../api/teams';
import { ApiError } from '../../api/client';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { FormError, TextField } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';
import { useDebounced } from '../search';
import { useSession } from '../../session/SessionContext';
import { TeamGate, TeamHeading } from './TeamGate';
import { TeamMediaTags } from './TeamMediaTags';
import { TeamSlideTemplateList } from '../templates';
import '../../styles/settings-grid.css';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : genericMessage());

/** After team sign-up (`?welcome=1`, set by the sign-in handoff): says where the team lives, once. */
function useWelcomeAfterSignUp(team: TeamJson) {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const welcomed = useRef(false);
  useEffect(() => {
    if (!params.has('welcome') || welcomed.current) return;
    welcomed.current = true;
    notify(MESSAGES.teamReadyAt(team.name, new URL(team.url).host));
    setParams((next) => { next.delete('welcome'); return next; }, { replace: true });
  }, [params, setParams, notify, team]);
}

/** The team members page; mounted behind <RequireUser>. */
export function TeamMembersPage() {
  return <TeamGate title="Team members">{(team, role) => <TeamMembers team={team} role={role} />}</TeamGate>;
}

function TeamMembers({ team, role }: { team: TeamJson; role: TeamRole }) {
  useWelcomeAfterSignUp(team);
  return (
    <div className="page teams">
      <title>{`Team members · ${team.name}`}</title>
      <TeamHeading team={team} title="Team members" />
      <div className="settings-grid team-grid">
        <nav className="settings-grid__nav" aria-label="Team member sections">
          <a href="#members">Members</a>
          <a href="#invitations">Invitations</a>
          <a href="#deck-templates">Deck templates</a>
          <a href="#media-tags">Media tags</a>
          <a href="/edit">Team settings</a>
          <a href="/subscription">Subscription</a>
        </nav>
        <div className="settings-grid__sections">
          <Members role={role} />
          <Invitations role={role} />
          <section className="card stack" id="deck-templates" aria-labelledby="deck-templates-heading">
            <h2 id="deck-templates-heading">Deck templates</h2>
            <p>
              New deck: <strong data-testid="deck-templates-mode">{DECK_TEMPLATES_MODE_NAMES[team.deck_templates_mode]}</strong>
            </p>
            <p className="muted">Change it in the team settings.</p>
            <div><ButtonLink to="/edit#team-decks" size="sm">Team settings</ButtonLink></div>
            <TeamSlideTemplateList canManage={role === 'owner' || role === 'admin'} />
          </section>
          <TeamMediaTags />
        </div>
      </div>
    </div>
  );
}

function Members({ role }: { role: TeamRole }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const members = useQuery({ queryKey: ['team-members', q], queryFn: ({ signal }) => fetchMembers(q, signal), placeholderData: (previous) => previous });
  return (
    <section className="card stack" id="members" aria-labelledby="members-heading">
      <div className="team-section-head">
        <h2 id="members-heading">Members {members.data && <span className="muted">({members.data.total})</span>}</h2>
        <input type="search" className="field__input team-search" placeholder="Search members" aria-label="Search members"
          value={search} onChange={(e) => setSearch(e.target.value)} data-testid="members-search" />
      </div>
      {members.isPending ? (
        <Spinner label="Loading members" />
      ) : members.isError ? (
        <p className="alert alert--error" role="alert">{errorText(members.error)}</p>
      ) : members.data.results.length === 0 ? (
        <p className="muted" data-testid="members-empty">No members match “{q}”.</p>
      ) : (
        <ul className="team-list" data-testid="members-list">
          {members.data.results.map((member) => <MemberRow key={member.id} member={member} viewerRole={role} />)}
        </ul>
      )}
    </section>
  );
}

function MemberRow({ member, viewerRole }: { member: TeamMemberJson; viewerRole: TeamRole }) {
  const { user } = useSession();
  const client = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<'deactivate' | 'remove' | null>(null);
  // The role picked in the list, waiting for its confirmation (the list keeps showing the current role until then).
  const [pendingRole, setPendingRole] = useState<TeamRole | null>(null);
  const self = user?.id === member.id;
  const mayTouch = !self && (viewerRole === 'owner' || member.role !== 'owner');
  const roles = viewerRole === 'owner' ? TEAM_ROLES : TEAM_ROLES.filter((r) => r !== 'owner');
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done);
      await client.invalidateQueries({ queryKey: ['team-members'] });
    } catch (error) {
      notify(errorText(error), { negative: true });
    } finally {
      setBusy(false);
      setConfirm(null);
      setPendingRole(null);
    }
  };
  const name = member.name || member.username;
  const deactivated = member.status === 'deactivated';
  return (
    <li className={`team-list__row${deactivated ? ' is-deactivated' : ''}`} data-testid={`member-${member.username}`}>
      <Avatar username={member.username} name={member.name} src={member.thumbnail_url} size={40} alt="" />
      <div className="team-list__who">
        <strong>{name}{self && <span className="muted"> (you)</span>}</strong>
        <span className="muted team-list__email">{member.email}</span>
        {deactivated && <span className="team-badge team-badge--off">Deactivated</span>}
      </div>
      <div className="team-list__actions">
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>Role of {name}</label>
        <select id={`role-${member.id}`} className="field__input team-role" value={member.role} disabled={busy || !mayTouch || (member.role === 'owner' && viewerRole !== 'owner')}
          data-testid="member-role"
          onChange={(e) => setPendingRole(e.target.value as TeamRole)}>
          {(member.role === 'owner' && viewerRole !== 'owner' ? TEAM_ROLES : roles).map((r) => <option key={r} value={r}>{TEAM_ROLE_NAMES[r]}</option>)}
        </select>
        {mayTouch && (deactivated ? (
          <Button size="sm" loading={busy} onClick={() => void act(() => setMemberActive(member.id, true), `${name} can sign in again`)} testId="member-reactivate">
            Reactivate
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirm('deactivate')} testId="member-deactivate">Deactivate</Button>
        ))}
        {mayTouch && <Button size="sm" variant="ghost" onClick={() => setConfirm('remove')} testId="member-remove">Remove</Button>}
      </div>
      <Prompt open={confirm === 'deactivate'} title={`Deactivate ${name}?`} confirmLabel="Deactivate" confirmVariant="danger" busy={busy}
        onConfirm={() => void act(() => setMemberActive(member.id, false), `${name} is deactivated`)} onCancel={() => setConfirm(null)}>
        <p>They are signed out everywhere at once and cannot sign in until you reactivate them. Their decks stay with the team.</p>
      </Prompt>
      <Prompt open={confirm === 'remove'} title={`Remove ${name} from the team?`} confirmLabel="Remove" confirmVariant="danger" busy={busy}
        onConfirm={() => void act(() => removeMember(member.id), `${name} left the team`)} onCancel={() => setConfirm(null)}>
        <p>Their account and decks stay, on the free plan. Internal decks they own are then visible only to them.</p>
      </Prompt>
      {pendingRole && (
        <Prompt open title={MESSAGES.memberRoleTitle(name, pendingRole)} confirmLabel={`Make ${TEAM_ROLE_NAMES[pendingRole].toLowerCase()}`}
          confirmVariant={pendingRole === 'owner' ? 'danger' : 'primary'} busy={busy} testId="member-role-confirm"
          onConfirm={() => void act(() => updateMemberRole(member.id, pendingRole), `${name} is now ${TEAM_ROLE_NAMES[pendingRole].toLowerCase()}`)}
          onCancel={() => setPendingRole(null)}>
          <p>{pendingRole === 'owner' ? MESSAGES.memberRoleOwnerBody : pendingRole === 'admin' ? MESSAGES.memberRoleAdminBody : MESSAGES.memberRoleMemberBody}</p>
        </Prompt>
      )}
    </li>
  );
}

function Invitations({ role }: { role: TeamRole }) {
  const client = useQueryClient();
  const notify = useNotify();
  const invitations = useQuery({ queryKey: ['team-invitations'], queryFn: ({ signal }) => fetchInvitations(signal) });
  const [inviteRole, setInviteRole] = useState<TeamRole>('member');
  const form = useForm({ email: { required: true, validate: validateEmail } });
  const roles = role === 'owner' ? TEAM_ROLES : TEAM_ROLES.filter((r) => r !== 'owner');
  return (
    <section className="card stack" id="invitations" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations</h2>
      <form className="team-invite" noValidate aria-label="Invite by e-mail" onSubmit={form.onSubmit(async (values) => {
        const email = values.email.trim();
        await createInvitation(email, inviteRole);
        notify(MESSAGES.invitationSent(email));
        form.reset({ email: '' });
        await client.invalidateQueries({ queryKey: ['team-invitations'] });
      })}>
        <TextField {...form.field('email')} label="Invite by e-mail" type="email" autoComplete="off" testId="invite-email" />
        <div className="field">
          <label className="field__label" htmlFor="invite-role">Role</label>
          <select id="invite-role" className="field__input" value={inviteRole} onChange={(e) => setInviteRole(e.target.value as TeamRole)} data-testid="invite-role">
            {roles.map((r) => <option key={r} value={r}>{TEAM_ROLE_NAMES[r]}</option>)}
          </select>
        </div>
        <div className="team-invite__submit">
          <Button type="submit" variant="primary" loading={form.submitting} testId="invite-submit">Send invitation</Button>
        </div>
        <FormError message={form.formError} />
      </form>
      {invitations.isPending ? (
        <Spinner label="Loading invitations" />
      ) : invitations.isError ? (
        <p className="alert alert--error" role="alert">{errorText(invitations.error)}</p>
      ) : invitations.data.results.length === 0 ? (
        <p className="muted" data-testid="invitations-empty">No open invitations. People you invite show here until they join.</p>
      ) : (
        <ul className="team-list" data-testid="invitations-list">
          {invitations.data.results.map((invitation) => <InvitationRow key={invitation.id} invitation={invitation} />)}
        </ul>
      )}
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationJson }) {
  const client = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState<'resend' | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const act = async (which: 'resend' | 'delete') => {
    setBusy(which);
    try {
      if (which === 'resend') await resendInvitation(invitation.id);
      else await deleteInvitation(invitation.id);
      notify(which === 'resend' ? MESSAGES.invitationSent(invitation.email) : MESSAGES.invitationDeletedNotice);
      await client.invalidateQueries({ queryKey: ['team-invitations'] });
    } catch (error) {
      notify(errorText(error), { negative: true });
    } finally {
      setBusy(null);
      setConfirmDelete(false);
    }
  };
  const expired = invitation.state === 'expired';
  return (
    <li className="team-list__row" data-testid="invitation-row">
      <div className="team-list__who">
        <strong className="team-list__email">{invitation.email}</strong>
        <span className="muted">
          {TEAM_ROLE_NAMES[invitation.role]} · {expired ? 'Expired' : `Sent ${new Date(invitation.sent_at).toLocaleDateString()}`}
        </span>
        {expired && <span className="team-badge team-badge--off">Expired</span>}
      </div>
      <div className="team-list__actions">
        <Button size="sm" loading={busy === 'resend'} onClick={() => void act('resend')} testId="invitation-resend">Resend</Button>
        <Button size="sm" variant="ghost" loading={busy === 'delete'} onClick={() => setConfirmDelete(true)} testId="invitation-delete">Delete</Button>
      </div>
      <Prompt open={confirmDelete} title={MESSAGES.invitationDeleteTitle(invitation.email)} confirmLabel="Delete invitation" confirmVariant="danger"
        busy={busy === 'delete'} testId="invitation-delete-confirm" onConfirm={() => void act('delete')} onCancel={() => setConfirmDelete(false)}>
        <p>{MESSAGES.invitationDeleteBody}</p>
      </Prompt>
    </li>
  );
}
