/**
 * Managing a deck's private links (SPEC §7 access tokens): list, create, partial update, delete. Only the deck's
 * managers (owner, admin) see them — anyone else gets 404 — and plan privileges of SPEC §6 apply: private links and
 * the embed whitelist need pro or enterprise, deleting needs deleteTokens, e-mail notification needs notifyViaEmail.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  MESSAGES, normalizeEmbedWhitelist, planPrivileges, uniqueLinkName, type UpdateAccessTokenInput,
} from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { accessTokens, type AccessTokenRow, type UserRow } from '../../db/schema.js';
import type { DeckWithOwner } from '../../auth/policies.js';
import { loadDeck } from '../decks/loadDeck.js';
import { NotFound, Forbidden } from '../../domain/errors.js';
import { hashPassword } from '../../auth/passwords.js';
import { randomToken } from '../../auth/tokens.js';
import { planSubject } from '../../presenters/user.js';
import { viewOfUser } from '../users/findUser.js';
import { deckAccessChanged } from '../decks/deckAccessChanged.js';

/** The deck when the acting user manages it and its owner's plan has private links; 404 / 403 otherwise. */
export async function managedDeck(ctx: ServiceContext, deckId: number): Promise<DeckWithOwner & { actor: UserRow }> {
  if (!ctx.user) throw new NotFound();
  // Managing links is not something a share link grants; a viewer who is not a manager gets 404 like an outsider.
  const found = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id: deckId }, action: 'manage_links' });
  const ownerPlan = planSubject(await viewOfUser(ctx.db, found.owner));
  if (!planPrivileges(ownerPlan).privateLinks) throw new Forbidden(MESSAGES.privateLinksNeedPro, true);
  return { ...found, actor: ctx.user };
}

async function tokenOf(ctx: ServiceContext, deckId: number, tokenId: number): Promise<AccessTokenRow> {
  const [row] = await ctx.db.select().from(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.deckId, deckId))).limit(1);
  if (!row) throw new NotFound();
  return row;
}

/** The deck's links, oldest first. */
export async function listAccessTokens({ ctx, deckId }: { ctx: ServiceContext; deckId: number }): Promise<AccessTokenRow[]> {
  await managedDeck(ctx, deckId);
  return ctx.db.select().from(accessTokens).where(eq(accessTokens.deckId, deckId)).orderBy(asc(accessTokens.id));
}

/** Creates a link named as asked, or with the unique "Link" name; the token has 256 random bits. */
export async function createAccessToken({ ctx, deckId, name }: { ctx: ServiceContext; deckId: number; name?: string }): Promise<AccessTokenRow> {
  await managedDeck(ctx, deckId);
  const existing = await ctx.db.select({ name: accessTokens.name }).from(accessTokens).where(eq(accessTokens.deckId, deckId));
  const finalName = name?.trim() || uniqueLinkName(existing.map((row) => row.name));
  const [row] = await ctx.db.insert(accessTokens).values({ deckId, name: finalName, token: randomToken() }).returning();
  return row!;
}

/** Saves the fields sent: empty name → "Untitled", empty password → none, whitelist cleaned per SPEC §5. */
export async function updateAccessToken({ ctx, deckId, tokenId, input }: {
  ctx: ServiceContext; deckId: number; tokenId: number; input: UpdateAccessTokenInput['access_token'];
}): Promise<AccessTokenRow> {
  const found = await managedDeck(ctx, deckId);
  await tokenOf(ctx, deckId, tokenId);
  const changes: Partial<typeof accessTokens.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name.trim() || 'Untitled';
  if (input.password !== undefined) changes.passwordHash = input.password ? await hashPassword(input.password) : null;
  if (input.link_type !== undefined) changes.linkType = input.link_type;
  if (input.embed_only !== undefined) changes.embedOnly = input.embed_only;
  if (input.notify_on_view !== undefined) {
    if (input.notify_on_view && !found.actor.privileges.notifyViaEmail) throw new Forbidden(MESSAGES.notifyNotAllowed);
    changes.notifyOnView = input.notify_on_view;
  }
  if (input.embed_domain_whitelist !== undefined) {
    const whitelist = normalizeEmbedWhitelist(input.embed_domain_whitelist);
    if (whitelist && !planPrivileges(planSubject(await viewOfUser(ctx.db, found.owner))).embedWhitelist) {
      throw new Forbidden(MESSAGES.embedWhitelistNeedsPro, true);
    }
    changes.embedDomainWhitelist = whitelist;
  }
  const [row] = await ctx.db.update(accessTokens).set({ ...changes, updatedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.deckId, deckId))).returning();
  if (!row) throw new NotFound();
  deckAccessChanged(ctx, deckId);
  return row;
}

/** Deletes a link (needs the deleteTokens privilege); it stops working at once. */
export async function deleteAccessToken({ ctx, deckId, tokenId }: { ctx: ServiceContext; deckId: number; tokenId: number }): Promise<void> {
  const found = await managedDeck(ctx, deckId);
  await tokenOf(ctx, deckId, tokenId);
  if (!found.actor.privileges.deleteTokens) throw new Forbidden(MESSAGES.deleteTokensNotAllowed);
  await ctx.db.delete(accessTokens).where(and(eq(accessTokens.id, tokenId), eq(accessTokens.deckId, deckId)));
  deckAccessChanged(ctx, deckId);
}
