/**
 * An invitation's link is derived from its id under the server secret, so a resend mails the same link. A link minted
 * otherwise (before links were derived, or under another SESSION_SECRET: a rotated one, or a process started without
 * the shared one) cannot be mailed again; the resend mails the derived one and the earlier link is kept here, so the
 * earlier mail still opens the same invitation instead of a page that knows nothing of it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { earlierInvitationLinks } from '../../db/schema.js';

type Invitation = { invitationId: number } | { deckUserId: number };

/** Keeps `earlierDigest` opening the invitation when a resend replaces it with `currentDigest`. */
export async function keepEarlierLink(db: Pick<Db, 'insert'>, invitation: Invitation, earlierDigest: string | null, currentDigest: string): Promise<void> {
  if (!earlierDigest || earlierDigest === currentDigest) return;
  await db.insert(earlierInvitationLinks).values({ tokenDigest: earlierDigest, ...invitation }).onConflictDoNothing();
}

/** The invitation an earlier link (by its token's digest) belongs to, if it is one. */
export async function invitationOfEarlierLink(db: Db, tokenDigest: string): Promise<{ invitationId: number | null; deckUserId: number | null } | null> {
  const [row] = await db.select({ invitationId: earlierInvitationLinks.invitationId, deckUserId: earlierInvitationLinks.deckUserId })
    .from(earlierInvitationLinks).where(eq(earlierInvitationLinks.tokenDigest, tokenDigest)).limit(1);
  return row ?? null;
}
