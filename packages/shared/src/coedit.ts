/**
 * Real-time co-editing on the `editor` socket namespace: what clients and server exchange about ops
 * and presence. Timers are SPEC §9's (TIMERS.collaborationIdleMs, resetWritingMs, sendWritingMs).
 */
import { z } from 'zod';

/** Co-editor statuses (SPEC §4 DeckUser status). */
export const PRESENCE_STATUSES = ['disconnected', 'viewing', 'idle'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** How often a moving pointer is sent (SPEC §9 input throttle). */
export const PRESENCE_THROTTLE_MS = 100;

/** What a client tells the room about itself; every field is optional (only changes are sent). */
export const PresenceUpdate = z.object({
  deckId: z.number().int().positive(),
  slide_id: z.string().max(64).nullable().optional(),
  selection: z.array(z.string().max(64)).max(500).optional(),
  cursor: z.object({ x: z.number().finite(), y: z.number().finite() }).nullable().optional(),
  status: z.enum(['viewing', 'idle']).optional(),
  typing: z.boolean().optional(),
});
export type PresenceUpdate = z.infer<typeof PresenceUpdate>;

/** One co-editor as the room sees them (keyed by connection: one person may have two tabs open). */
export interface PresencePeer {
  id: string;
  user_id: number | null;
  name: string;
  username: string;
  thumbnail_url: string | null;
  can_edit: boolean;
  slide_id: string | null;
  selection: string[];
  cursor: { x: number; y: number } | null;
  status: Exclude<PresenceStatus, 'disconnected'>;
  typing: boolean;
}

/** An op as every client applies it, in sequence order. */
export interface SequencedOp {
  deckId: number;
  seq: number;
  op: unknown;
  clientOpId: string;
  userId: number | null;
}

/** The server's answer to a sent op. */
export type OpAck =
  | { ok: true; seq: number; op: unknown }
  | { ok: false; code: string; message: string };

/** The answer to `catch-up`: the ops since the client's sequence, or the whole document when the log does not reach back. */
export type CatchUpResult =
  | { ok: true; kind: 'ops'; version: number; ops: SequencedOp[] }
  | { ok: true; kind: 'snapshot'; version: number; document: unknown }
  | { ok: false };

const PALETTE = ['#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5', '#0c8599', '#d6336c', '#5c940d', '#e8590c', '#3b5bdb'];

/** A co-editor's colour (avatar ring, selection outline, cursor), the same on every client. */
export function presenceColour(key: number | string | null): string {
  const text = String(key ?? 'anonymous');
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** What the loser of an unmergeable co-editing conflict is told (a toast). */
export const COEDIT_MESSAGES = {
  slideDeleted: (name: string) => `${name} deleted the slide you were on. Your changes to it could not be kept.`,
  blockDeleted: (name: string) => `${name} deleted the block you were editing. Your changes to it could not be kept.`,
  someone: 'A co-editor',
} as const;
