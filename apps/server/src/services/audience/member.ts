/** A socket of a live stream as Q&A sees it: the deck, who it is, from where, and whether it may moderate. */
import type { AppServices } from '../../context.js';

export interface AudienceMember {
  deckId: number;
  /** `u:<user id>` or a browser's signed audience id (audienceId.ts). */
  viewer: string;
  /** The network address, for the per-address question limit. */
  address: string;
  /** What the policy's `moderate_questions` answered when the socket joined (re-checked when access changes). */
  moderate: boolean;
}

/** What Q&A services use of the app's services. */
export type AudienceContext = Pick<AppServices, 'db' | 'guards' | 'live'>;
