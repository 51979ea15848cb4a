/**
 * Teams, members and invitations (SPEC §1, §2 team sign-up and team pages, §3 Team, §4 member and invitation states,
 * §7 Team calls): payload schemas and the JSON the API answers, shared by server and web.
 */
import { z } from 'zod';
import {
  BILLING_PERIODS, DECK_ROLES, DECK_TEMPLATES_MODES, LIMITS, TEAM_ROLES,
  type BillingPeriod, type DeckRole, type DeckTemplatesMode, type TeamRole,
} from './constants.js';

/** Not in the SPEC: how long an invitation link stays valid (a resend starts a new period, with the same link). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Not in the SPEC: the longest team name. */
export const TEAM_NAME_MAX = 100;
/**
 * Not in the SPEC: invitation e-mails (new and resent) a team may send per hour, as collaborator invitations are
 * limited per sender (COLLABORATOR_INVITE_MAILS_PER_HOUR), so a free team is no mail relay.
 */
export const TEAM_INVITATION_MAILS_PER_HOUR = 30;
/** Not in the SPEC: team invitation e-mails one address may receive per day, from every team together. */
export const TEAM_INVITATION_MAILS_PER_ADDRESS_PER_DAY = 5;
/** Members and invitations per page of team/users and team/invitations. */
export const TEAM_PAGE_LENGTH = 50;

/** POST /api/v1/teams.json: the team, and (from the sign-up form) the plan's period and the card paying for it. */
export const CreateTeamInput = z.object({
  team: z.object({ name: z.string().max(TEAM_NAME_MAX), slug: z.string().max(LIMITS.usernameMax) }),
  subscription: z.object({
    period: z.enum(BILLING_PERIODS),
    payment: z.record(z.string(), z.unknown()),
  }).optional(),
});
export type CreateTeamInput = z.infer<typeof CreateTeamInput>;

/** PUT /api/v1/team.json: any of the team settings. */
export const UpdateTeamInput = z.object({
  team: z.object({
    name: z.string().max(TEAM_NAME_MAX).optional(),
    slug: z.string().max(LIMITS.usernameMax).optional(),
    allow_public_decks: z.boolean().optional(),
    default_internal_role: z.enum(DECK_ROLES).optional(),
    deck_templates_mode: z.enum(DECK_TEMPLATES_MODES).optional(),
  }),
});
export type UpdateTeamInput = z.infer<typeof UpdateTeamInput>;

/** PUT /api/v1/team/users/{id}.json: a member's team role. */
export const UpdateMemberInput = z.object({ user: z.object({ role: z.enum(TEAM_ROLES) }) });
export type UpdateMemberInput = z.infer<typeof UpdateMemberInput>;

/** POST /api/v1/team/users.json: a new account made straight into the team by a manager. */
export const CreateMemberInput = z.object({
  user: z.object({
    username: z.string().max(LIMITS.usernameMax),
    email: z.string().max(LIMITS.emailMax),
    password: z.string().max(LIMITS.passwordMax),
    role: z.enum(TEAM_ROLES).default('member'),
  }),
});
export type CreateMemberInput = z.infer<typeof CreateMemberInput>;

/** POST /api/v1/team/invitations.json. */
export const CreateInvitationInput = z.object({
  invitation: z.object({ email: z.string().max(LIMITS.emailMax), role: z.enum(TEAM_ROLES).default('member') }),
});
export type CreateInvitationInput = z.infer<typeof CreateInvitationInput>;

/** A team as its members and managers read it (SPEC §3 Team). */
export interface TeamJson {
  id: number;
  slug: string;
  name: string;
  logo_url: string | null;
  default_theme_id: number | null;
  account_billing_period: BillingPeriod;
  account_cost_per_user: number;
  manually_upgraded: boolean;
  allow_public_decks: boolean;
  deck_templates_mode: DeckTemplatesMode;
  default_internal_role: DeckRole;
  /** The team's own address, `{scheme}://{slug}.{host}`. */
  url: string;
}

/** A member row of /edit_members. */
export interface TeamMemberJson {
  id: number;
  username: string;
  name: string | null;
  email: string;
  thumbnail_url: string | null;
  role: TeamRole;
  status: 'active' | 'deactivated';
  joined_at: string;
}

export type InvitationState = 'pending' | 'expired' | 'accepted' | 'deleted';

/** An invitation as managers list it. */
export interface InvitationJson {
  id: number;
  email: string;
  role: TeamRole;
  state: InvitationState;
  sent_at: string;
  expires_at: string;
}

/** What the invitation show page learns from its link (no e-mail of anyone but the invitee). */
export interface InvitationShowJson {
  state: InvitationState;
  email: string;
  role: TeamRole;
  team: { name: string; slug: string; logo_url: string | null; url: string };
}

/** "Owner", "Admin", "Member". */
export const TEAM_ROLE_NAMES: Readonly<Record<TeamRole, string>> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** How the deck-templates modes read in team settings. */
export const DECK_TEMPLATES_MODE_NAMES: Readonly<Record<DeckTemplatesMode, string>> = {
  disabled: 'Off: New deck opens a blank deck',
  enabled_no_themes: 'Templates only (no team themes)',
  other: 'Templates and themes',
};
