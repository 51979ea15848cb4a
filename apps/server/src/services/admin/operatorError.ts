/** The error operator commands throw (its message is meant for the terminal) and the user lookup they share. */
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { findUser } from '../users/findUser.js';

/** An operator error with a message meant for the terminal. */
export class OperatorError extends Error {}

/** The user by username or e-mail, or an OperatorError naming it. */
export async function requireUser(db: Db, name: string): Promise<UserRow> {
  const user = await findUser(db, name);
  if (!user) throw new OperatorError(`No user "${name}".`);
  return user;
}
