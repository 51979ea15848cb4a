/** Request payloads of the sharing API (SPEC §7 access tokens, publish, deck shares), parsed by the server with zod. */
import { z } from 'zod';
import { DECK_VISIBILITIES, LIMITS } from './constants.js';
import { LINK_TYPES } from './sharing.js';

export const CreateAccessTokenInput = z.object({
  access_token: z.object({ name: z.string().max(LIMITS.tokenNameMax).optional() }).default({}),
});
export type CreateAccessTokenInput = z.infer<typeof CreateAccessTokenInput>;

/** Partial save of link settings (SPEC §7): any subset of these fields; an empty password removes it. */
export const UpdateAccessTokenInput = z.object({
  access_token: z.object({
    name: z.string().max(LIMITS.tokenNameMax),
    password: z.string().max(LIMITS.tokenPasswordMax),
    notify_on_view: z.boolean(),
    link_type: z.enum(LINK_TYPES),
    // Over-long input is cleaned and cut to 512 rather than refused (SPEC §5), but a bound keeps bodies sane.
    embed_domain_whitelist: z.string().max(LIMITS.embedWhitelistMax * 8),
    embed_only: z.boolean(),
  }).partial(),
});
export type UpdateAccessTokenInput = z.infer<typeof UpdateAccessTokenInput>;

export const UnlockAccessTokenInput = z.object({
  access_token: z.object({ token: z.string().max(200), password: z.string().max(LIMITS.tokenPasswordMax) }),
});
export type UnlockAccessTokenInput = z.infer<typeof UnlockAccessTokenInput>;

export const PublishDeckInput = z.object({ visibility: z.enum(DECK_VISIBILITIES) });
export type PublishDeckInput = z.infer<typeof PublishDeckInput>;

export const DeckShareInput = z.object({
  deck_share: z.object({
    emails: z.string().max(LIMITS.emailToMax),
    from: z.string().max(LIMITS.emailFromMax),
    body: z.string().max(LIMITS.emailMessageMax),
    access_token_id: z.number().int().positive().nullable().optional(),
  }),
});
export type DeckShareInput = z.infer<typeof DeckShareInput>;
