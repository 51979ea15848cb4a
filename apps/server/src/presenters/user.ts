/** Turns user rows into API JSON. Never includes password hashes or tokens; the e-mail only for the user themself. */
import type { UserJson, UserSettings } from '@podium/shared';
import { isEnterprise, isEnterpriseManager, isPaid, type PlanSubject } from '@podium/shared';
import type { MembershipRow, TeamRow, UserRow } from '../db/schema.js';

export interface UserView {
  user: UserRow;
  team: TeamRow | null;
  membership: MembershipRow | null;
}

/** The plan facts of a user, as the shared permission rules want them. */
export function planSubject(view: UserView): PlanSubject {
  return {
    account_type: view.user.accountType,
    manually_upgraded: view.user.manuallyUpgraded,
    team_role: view.membership?.status === 'active' ? view.membership.role : null,
    team_manually_upgraded: view.team?.manuallyUpgraded ?? false,
  };
}

/** API JSON for a user; `self` adds the e-mail address and settings; `storageLimit` is the limit in force (plan or own). */
export function presentUser(view: UserView, opts: { self: boolean; publicUrl: string; settings?: UserSettings; storageLimit?: number }): UserJson {
  const { user, team, membership } = view;
  const subject = planSubject(view);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    ...(opts.self ? { email: user.email } : {}),
    account_type: user.accountType,
    team_id: user.teamId,
    team: team ? { id: team.id, slug: team.slug, name: team.name, manually_upgraded: team.manuallyUpgraded, allow_public_decks: team.allowPublicDecks, deck_templates_mode: team.deckTemplatesMode } : null,
    membership: membership ? { role: membership.role, status: membership.status } : null,
    storage_limit: opts.storageLimit ?? user.storageLimit,
    storage_used: user.storageUsed,
    thumbnail_url: user.thumbnailUrl,
    default_theme_id: user.defaultThemeId,
    manually_upgraded: user.manuallyUpgraded,
    privileges: user.privileges,
    enterprise: isEnterprise(subject),
    enterprise_manager: isEnterpriseManager(subject),
    paid: isPaid(subject),
    profile_url: `${opts.publicUrl}/${user.username}`,
    ...(opts.settings ? { settings: opts.settings } : {}),
  };
}
