/** Deck collaborators through the API (SPEC §7 Deck users), for specs that need a second user on a deck quickly. */
import { expect, type Page } from '@playwright/test';

/** As the signed-in owner on `page`, invites `username` to the deck with `role` (`POST /api/v1/decks/{id}/users.json`). */
export async function inviteCollaborator(page: Page, deckId: number, username: string, role: 'admin' | 'editor' | 'presenter' | 'viewer'): Promise<void> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post(`/api/v1/decks/${deckId}/users.json`, {
    headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' },
    data: { deck_user: { username, role } },
  });
  expect(response.status(), await response.text()).toBe(201);
}
