/** The shape of an op sent over the `editor` socket (checked here; the op itself is checked by @podium/deck). */
import { z } from 'zod';

export const OpSubmission = z.object({
  deckId: z.number().int().positive(),
  /** The client's id for this send: a retry with the same id is answered with the first answer, never applied twice. */
  clientOpId: z.string().min(1).max(64),
  /** The last sequence number the client had applied when it made the op. */
  baseSeq: z.number().int().min(0),
  op: z.unknown(),
  /** The text each leaf op typed over (see @podium/deck `textBasesOf`), for merging text that changed meanwhile. */
  bases: z.array(z.record(z.string(), z.string()).nullable()).max(1000).optional(),
  /** Set when the client sends this op again (no answer came): the server then checks whether it has it already. */
  retry: z.boolean().optional(),
});
export type OpSubmission = z.infer<typeof OpSubmission>;

/** How many ops the log keeps per deck; a client further behind gets the document (the deck row is the snapshot). */
export const OP_LOG_KEEP = 500;
/** The log is pruned when a deck's sequence passes a multiple of this. */
export const OP_LOG_PRUNE_EVERY = 100;
