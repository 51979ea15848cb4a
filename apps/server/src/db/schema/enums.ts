/** The enums several areas share (roles, plans, deck visibility and lifecycle). */
import { pgEnum } from 'drizzle-orm/pg-core';

export const accountType = pgEnum('account_type', ['default', 'lite', 'pro', 'enterprise']);
export const teamRole = pgEnum('team_role', ['owner', 'admin', 'member']);
export const deckRole = pgEnum('deck_role', ['owner', 'admin', 'editor', 'presenter', 'viewer']);
export const membershipStatus = pgEnum('membership_status', ['active', 'deactivated']);
export const visibility = pgEnum('deck_visibility', ['self', 'team', 'all']);
export const lifecycle = pgEnum('deck_lifecycle', ['active', 'trashed']);
export const billingPeriod = pgEnum('billing_period', ['yearly', 'monthly']);
export const deckTemplatesMode = pgEnum('deck_templates_mode', ['disabled', 'enabled_no_themes', 'other']);
