/** Typed calls for sign-up/in/out, password reset, the account and its settings (SPEC §7 Users). */
import type { UserJson, UserSettings } from '@podium/shared';
import { del, get, post, put, requestStatus } from './client';

interface UserEnvelope {
  user: UserJson;
}

/** Creates an account and signs it in. */
export async function signUp(input: { username: string; email: string; password: string }): Promise<UserJson> {
  return (await post<UserEnvelope>('/users', { user: input })).user;
}

/** Signs in with an e-mail address or a username. */
export async function signIn(input: { email: string; password: string }): Promise<UserJson> {
  return (await post<UserEnvelope>('/users/sign_in', { user: input }, { expectUnauthorized: true })).user;
}

/** Ends the session. */
export async function signOut(): Promise<void> {
  await del<unknown>('/users/sign_out', { expectUnauthorized: true });
}

/** Asks for a reset e-mail; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await post<{ message: string }>('/users/password', { user: { email } })).message;
}

/** Sets a new password from a reset token and signs the user in. */
export async function resetPassword(input: { reset_password_token: string; password: string }): Promise<UserJson> {
  return (await put<UserEnvelope>('/users/password', { user: input })).user;
}

/** True when the username is taken (204); false when free (404). Own current name counts as free. */
export async function isUsernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  const status = await requestStatus(`/api/v1/users/lookup?id=${encodeURIComponent(username)}`, signal);
  return status === 204;
}

/** Whether the server still considers this browser signed in. */
export async function fetchStatus(): Promise<boolean> {
  return (await get<{ user_signed_in: boolean }>('/api/v1/status.json')).user_signed_in;
}

/** A public user profile; ApiError 404 when unknown. */
export async function fetchUser(username: string, signal?: AbortSignal): Promise<UserJson> {
  return (await get<UserEnvelope>(`/api/v1/users/${encodeURIComponent(username)}.json`, signal)).user;
}

export interface AccountUpdate {
  name?: string;
  username?: string;
  email?: string;
  password?: string;
  current_password?: string;
}

/** Updates the signed-in account (changing e-mail or password needs current_password). */
export async function updateAccount(input: AccountUpdate): Promise<UserJson> {
  return (await put<UserEnvelope>('/api/v1/users.json', { user: input })).user;
}

/** Removes the profile picture; returns the fallback thumbnail URL. */
export async function removeAvatar(): Promise<string | null> {
  return (await del<{ thumbnail_url: string | null }>('/api/v1/users/remove_avatar.json')).thumbnail_url;
}

/** The signed-in user's presentation/export/editor preferences. */
export async function fetchUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return (await get<{ user_settings: UserSettings }>('/api/v1/user_settings.json', signal)).user_settings;
}

/** Saves some preferences; returns all of them. */
export async function updateUserSettings(changes: Partial<UserSettings>): Promise<UserSettings> {
  return (await put<{ user_settings: UserSettings }>('/api/v1/user_settings.json', { user_settings: changes })).user_settings;
}
