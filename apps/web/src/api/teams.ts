/** Typed calls for teams, members and invitations (SPEC §7 Team). */
import {
  MESSAGES, TIMERS, type BillingPeriod, type DeckCardJson, type DeckRole, type DeckTemplatesMode, type InvitationJson,
  type InvitationShowJson, type TeamJson, type TeamMemberJson, type TeamRole, type UserJson,
} from '@podium/shared';
import { del, get, post, put, requestStatus, upload } from './client';

export interface TeamEnvelope { team: TeamJson }
interface Page<T> { results: T[]; total: number }

/** POST /api/v1/teams.json: creates the caller's team, paying its first period when `subscription` is given. */
export const createTeam = (input: { name: string; slug: string }, subscription?: { period: BillingPeriod; payment: Record<string, unknown> }) =>
  post<TeamEnvelope & { user: UserJson; handoff_url: string }>('/api/v1/teams.json', { team: input, ...(subscription ? { subscription } : {}) });

/** The team address template (`team-slug` stands for the slug), e.g. `https://team-slug.podium.example`. */
export const fetchTeamHost = (signal?: AbortSignal) => get<{ url_template: string }>('/api/v1/teams/host.json', signal);

/** True when a team slug is taken (204), false when free (404). */
export async function isTeamSlugTaken(slug: string, signal?: AbortSignal): Promise<boolean> {
  return (await requestStatus(`/api/v1/teams/lookup.json?id=${encodeURIComponent(slug)}`, signal)) === 204;
}

/** The team of this host (or the caller's own) and the caller's role in it. */
export const fetchTeam = (signal?: AbortSignal) => get<TeamEnvelope & { role: TeamRole }>('/api/v1/team.json', signal);

export interface TeamSettings {
  name?: string;
  slug?: string;
  allow_public_decks?: boolean;
  default_internal_role?: DeckRole;
  deck_templates_mode?: DeckTemplatesMode;
}

/** Saves team settings. */
export const updateTeam = (team: TeamSettings) => put<TeamEnvelope>('/api/v1/team.json', { team });

/** Uploads a new logo (multipart field `file`). */
export function uploadTeamLogo(file: File, onProgress: (fraction: number) => void): Promise<TeamEnvelope> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<TeamEnvelope>('/api/v1/team/logo.json', form, { onProgress, timeoutMs: TIMERS.imageUploadTimeoutMs, timeoutMessage: MESSAGES.imageUploadTimedOut });
}

/** Removes the logo. */
export const removeTeamLogo = () => del<TeamEnvelope>('/api/v1/team/remove_logo.json');

/** Members, optionally matching `q`. */
export const fetchMembers = (q: string, signal?: AbortSignal) =>
  get<Page<TeamMemberJson>>(`/api/v1/team/users.json${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`, signal);

/** Changes a member's role. */
export const updateMemberRole = (id: number, role: TeamRole) => put<{ user: TeamMemberJson }>(`/api/v1/team/users/${id}.json`, { user: { role } });

/** Deactivates or reactivates a member. */
export const setMemberActive = (id: number, active: boolean) =>
  post<{ user: TeamMemberJson }>(`/api/v1/team/users/${id}/${active ? 'reactivate' : 'deactivate'}.json`, {});

/** Takes a member out of the team. */
export const removeMember = (id: number) => del<null>(`/api/v1/team/users/${id}.json`);

/** Open invitations. */
export const fetchInvitations = (signal?: AbortSignal) => get<Page<InvitationJson>>('/api/v1/team/invitations.json', signal);

/** Invites an e-mail address with a role. */
export const createInvitation = (email: string, role: TeamRole) => post<{ invitation: InvitationJson }>('/api/v1/team/invitations.json', { invitation: { email, role } });

/** Sends an invitation again (the same link, valid for another week). */
export const resendInvitation = (id: number) => post<{ invitation: InvitationJson }>(`/api/v1/team/invitations/${id}/resend.json`, {});

/** Withdraws an invitation. */
export const deleteInvitation = (id: number) => del<null>(`/api/v1/team/invitations/${id}.json`);

/** The team's internal decks. */
export const fetchTeamDecks = (signal?: AbortSignal) => get<Page<DeckCardJson>>('/api/v1/team/decks.json', signal);

/** What an invitation link says. */
export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  get<{ invitation: InvitationShowJson }>(`/api/v1/invitations/${encodeURIComponent(token)}.json`, signal);

/** The signed-in invitee joins. */
export const acceptInvitation = (token: string) =>
  post<TeamEnvelope & { user: UserJson }>(`/api/v1/invitations/${encodeURIComponent(token)}/accept.json`, {});
