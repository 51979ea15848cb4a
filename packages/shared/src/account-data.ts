/** Your data: the account export (every deck as an offline ZIP plus the account's data as JSON) and account deletion. */
import { z } from 'zod';
import { LIMITS } from './constants.js';
import type { ExportStatus } from './exports.js';

/** Not in the SPEC: a deleted account's username cannot be claimed by anyone for this many days. */
export const USERNAME_QUARANTINE_DAYS = 30;

/** DELETE /api/v1/users.json: the current password confirms the deletion. */
export const DeleteUserInput = z.object({
  user: z.object({ current_password: z.string().max(LIMITS.passwordMax).optional() }),
});
export type DeleteUserInput = z.infer<typeof DeleteUserInput>;

/** An account export as the API shows it (GET /api/v1/account/exports/{id}.json, polled). */
export interface AccountExportView {
  id: string;
  status: ExportStatus;
  progress: number;
  progress_label: string;
  /** The download once done and not expired. */
  url: string | null;
  error: string | null;
  deck_count: number;
  created_at: string;
  expires_at: string | null;
}
