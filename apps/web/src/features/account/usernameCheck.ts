/** The live availability rule for usernames (SPEC §5: 204 taken, 404 free; own current name is never checked). */
import { MESSAGES } from '@podium/shared';
import { isUsernameTaken } from '../../api/users';

/** An async FieldRule.check that answers "That one's already taken :(" for taken names. */
export function usernameAvailability(currentUsername?: string) {
  return async (value: string, signal: AbortSignal): Promise<string | null> => {
    const name = value.trim().toLowerCase();
    if (currentUsername && name === currentUsername.toLowerCase()) return null;
    return (await isUsernameTaken(name, signal)) ? MESSAGES.taken : null;
  };
}
