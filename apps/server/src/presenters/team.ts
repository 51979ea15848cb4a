/** Turns team, member and invitation rows into API JSON (SPEC §3 Team). */
import type { InvitationJson, InvitationState, TeamJson, TeamMemberJson } from '@podium/shared';
import type { InvitationRow, MembershipRow, TeamRow, UserRow } from '../db/schema.js';
import type { Config } from '../config.js';
import { teamUrlOf } from '../services/teams/teamScope.js';

/** API JSON for a team. */
export function presentTeam(team: TeamRow, config: Config): TeamJson {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name ?? team.slug,
    logo_url: team.logoUrl,
    default_theme_id: team.defaultThemeId,
    account_billing_period: team.accountBillingPeriod,
    account_cost_per_user: team.accountCostPerUser,
    manually_upgraded: team.manuallyUpgraded,
    allow_public_decks: team.allowPublicDecks,
    deck_templates_mode: team.deckTemplatesMode,
    default_internal_role: team.defaultInternalRole,
    url: teamUrlOf(config, team.slug),
  };
}

/** API JSON for a member row (managers see e-mail addresses of their own team's members). */
export function presentMember(user: UserRow, membership: MembershipRow): TeamMemberJson {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    thumbnail_url: user.thumbnailUrl,
    role: membership.role,
    status: membership.status,
    joined_at: membership.createdAt.toISOString(),
  };
}

/** Where an invitation stands now. */
export function invitationState(row: InvitationRow, now = new Date()): InvitationState {
  if (row.deletedAt) return 'deleted';
  if (row.acceptedAt) return 'accepted';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** API JSON for an invitation in the managers' list. */
export function presentInvitation(row: InvitationRow): InvitationJson {
  return {
    id: row.id, email: row.email, role: row.role, state: invitationState(row),
    sent_at: row.sentAt.toISOString(), expires_at: row.expiresAt.toISOString(),
  };
}
