/**
 * `/edit` on the team host (SPEC §2 team edit, §3 Team): name, address (slug), logo, public decks, the default role
 * of team members on each other's internal decks, and the deck-templates mode. Enterprise managers only.
 */
import { useRef, useState } from 'react';
import {
  DECK_ROLES, DECK_TEMPLATES_MODES, DECK_TEMPLATES_MODE_NAMES, LIMITS, MESSAGES, TEAM_NAME_MAX, validateTeamSlug,
  type DeckRole, type DeckTemplatesMode, type TeamJson,
} from '@podium/shared';
import { removeTeamLogo, updateTeam, uploadTeamLogo } from '../../api/teams';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { FormError, TextField } from '../../components/TextField';
import { Toggle } from '../../components/Toggle';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';
import { TeamGate, TeamHeading } from './TeamGate';
import { teamSlugAvailability } from './teamSlugCheck';
import { useSetTeam } from './useTeam';
import { usePictureSetting } from '../media';
import { useSession } from '../../session/SessionContext';
import '../../styles/settings-grid.css';

const ROLE_LABELS: Record<DeckRole, string> = { owner: 'Owner', admin: 'Admin', editor: 'Editor', presenter: 'Presenter', viewer: 'Viewer' };

/** The team settings page; mounted behind <RequireUser>. */
export function TeamSettingsPage() {
  return <TeamGate title="Team settings">{(team) => <TeamSettings team={team} />}</TeamGate>;
}

function TeamSettings({ team }: { team: TeamJson }) {
  return (
    <div className="page teams">
      <title>{`Team settings · ${team.name}`}</title>
      <TeamHeading team={team} title="Team settings" />
      <div className="settings-grid team-grid">
        <nav className="settings-grid__nav" aria-label="Team settings sections">
          <a href="#team-profile">Name and address</a>
          <a href="#team-logo">Logo</a>
          <a href="#team-decks">Decks</a>
          <a href="/edit_members">Members</a>
          <a href="/subscription">Subscription</a>
        </nav>
        <div className="settings-grid__sections">
          <section className="card" id="team-profile" aria-labelledby="team-profile-heading">
            <h2 id="team-profile-heading">Name and address</h2>
            <ProfileForm team={team} />
          </section>
          <section className="card" id="team-logo" aria-labelledby="team-logo-heading">
            <h2 id="team-logo-heading">Logo</h2>
            <LogoSection team={team} />
          </section>
          <section className="card stack" id="team-decks" aria-labelledby="team-decks-heading">
            <h2 id="team-decks-heading">Decks</h2>
            <DeckRules team={team} />
          </section>
        </div>
      </div>
    </div>
  );
}

function ProfileForm({ team }: { team: TeamJson }) {
  const setTeam = useSetTeam();
  const notify = useNotify();
  const form = useForm({
    name: { required: true, max: TEAM_NAME_MAX },
    slug: { required: true, validate: validateTeamSlug, check: teamSlugAvailability(team.slug), transform: (v) => v.toLowerCase(), max: LIMITS.usernameMax },
  }, { name: team.name, slug: team.slug });
  return (
    <form noValidate onSubmit={form.onSubmit(async (values) => {
      const { team: saved } = await updateTeam({ name: values.name.trim(), slug: values.slug.trim() });
      notify('Team settings saved');
      if (saved.slug !== team.slug && window.location.hostname.startsWith(`${team.slug}.`)) {
        // The team moved to another host: go there (the session is per host, so it asks to sign in again).
        window.location.assign(`${saved.url}/edit`);
        return;
      }
      setTeam(saved);
    })}>
      <TextField {...form.field('name')} label="Team name" testId="team-name" />
      <TextField {...form.field('slug')} label="Team address" hint={`Your team lives at ${team.url}. Changing it moves the team to a new address.`}
        autoCapitalize="none" spellCheck={false} testId="team-slug" />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="team-save">Save</Button>
      </div>
    </form>
  );
}

function LogoSection({ team }: { team: TeamJson }) {
  const setTeam = useSetTeam();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, confirming, setConfirming, busy, onFileChosen, confirmRemove } = usePictureSetting({
    upload: async (file, onProgress) => void setTeam((await uploadTeamLogo(file, onProgress)).team),
    remove: async () => void setTeam((await removeTeamLogo()).team),
    uploaded: 'Logo updated',
    removed: 'Logo removed',
  });

  return (
    <div className="team-logo">
      <div className="team-logo__preview">
        {team.logo_url ? <img src={team.logo_url} alt={`${team.name} logo`} data-testid="team-logo-image" /> : <span className="muted">No logo yet</span>}
      </div>
      <div className="account__avatar-actions">
        <Button size="sm" loading={progress !== null} onClick={() => input.current?.click()} testId="team-logo-upload">
          {team.logo_url ? 'Change logo' : 'Upload logo'}
        </Button>
        <input ref={input} type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" aria-label="Choose a logo" data-testid="team-logo-input"
          onChange={onFileChosen} />
        {team.logo_url && <Button size="sm" variant="danger" onClick={() => setConfirming(true)} testId="team-logo-remove">Remove logo</Button>}
        {progress !== null && <progress max={1} value={progress} aria-label="Uploading logo" />}
        {error && <p className="field__error" role="alert">{error}</p>}
      </div>
      <p className="muted">PNG, JPEG, GIF or WebP; it is scaled to fit 512 × 512 pixels.</p>
      <Prompt open={confirming} title="Remove logo?" confirmLabel="Remove" confirmVariant="danger" busy={busy}
        onConfirm={() => void confirmRemove()} onCancel={() => setConfirming(false)}>
        <p>The team’s initial is shown instead.</p>
      </Prompt>
    </div>
  );
}

function DeckRules({ team }: { team: TeamJson }) {
  const setTeam = useSetTeam();
  const notify = useNotify();
  const { user, setUser } = useSession();
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (field: string, change: Parameters<typeof updateTeam>[0]) => {
    setSaving(field);
    try {
      const { team: saved } = await updateTeam(change);
      setTeam(saved);
      // The signed-in user's own team facts (public decks) follow at once: visibility options read them.
      if (user?.team?.id === saved.id) setUser({ ...user, team: { ...user.team, allow_public_decks: saved.allow_public_decks } });
      notify('Team settings saved');
    } catch {
      notify(MESSAGES.failedToSave, { negative: true });
    } finally {
      setSaving(null);
    }
  };
  return (
    <>
      <Toggle label="Allow public decks" description="When off, members share decks with links instead of publishing them to everyone."
        checked={team.allow_public_decks} busy={saving === 'public'} testId="team-allow-public"
        onChange={(checked) => void save('public', { allow_public_decks: checked })} />
      <div className="field">
        <label className="field__label" htmlFor="team-default-role">Members’ role on each other’s internal decks</label>
        <select id="team-default-role" className="field__input" value={team.default_internal_role} disabled={saving === 'role'} data-testid="team-default-role"
          onChange={(e) => void save('role', { default_internal_role: e.target.value as DeckRole })}>
          {DECK_ROLES.filter((role) => role !== 'owner').map((role) => <option key={role} value={role}>{ROLE_LABELS[role]}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="team-templates-mode">Deck templates</label>
        <select id="team-templates-mode" className="field__input" value={team.deck_templates_mode} disabled={saving === 'mode'} data-testid="team-templates-mode"
          onChange={(e) => void save('mode', { deck_templates_mode: e.target.value as DeckTemplatesMode })}>
          {DECK_TEMPLATES_MODES.map((mode) => <option key={mode} value={mode}>{DECK_TEMPLATES_MODE_NAMES[mode]}</option>)}
        </select>
      </div>
    </>
  );
}
