// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { UserJson } from '@podium/shared';
import { buildMainMenu } from './mainMenu';

const user = (overrides: Partial<UserJson>): UserJson => ({
  id: 1, username: 'alice', name: null, account_type: 'default', team_id: null, team: null, membership: null,
  storage_limit: 0, storage_used: 0, thumbnail_url: null, default_theme_id: null, manually_upgraded: false,
  privileges: { deckTemplateSelector: false, deleteTokens: false, notifyViaEmail: false },
  enterprise: false, enterprise_manager: false, paid: false, profile_url: '/alice', ...overrides,
});

describe('buildMainMenu', () => {
  it('gives a free user Upgrade, links to their own pages and the unread count', () => {
    const items = buildMainMenu(user({}), 2, () => undefined);
    const ids = items.map((item) => item.id);
    expect(ids).toContain('upgrade');
    expect(ids).not.toContain('themes');
    expect(items.find((item) => item.id === 'profile')?.href).toBe('/alice');
    expect(items.find((item) => item.id === 'new-deck')?.href).toBe('/alice/new');
    expect(items.find((item) => item.id === 'whats-new')?.badge).toBe(2);
    expect(items.find((item) => item.id === 'settings')?.children?.map((child) => child.href)).toEqual(['/users/edit']);
  });

  it('gives an enterprise manager Themes and the team settings entries', () => {
    const items = buildMainMenu(
      user({
        account_type: 'enterprise',
        team: { id: 1, slug: 'acme', name: 'Acme', manually_upgraded: false, allow_public_decks: true },
        membership: { role: 'admin', status: 'active' },
      }),
      0,
      () => undefined,
    );
    const ids = items.map((item) => item.id);
    expect(ids).toContain('themes');
    expect(ids).not.toContain('upgrade');
    const settings = items.find((item) => item.id === 'settings')?.children?.map((child) => child.id);
    expect(settings).toEqual(expect.arrayContaining(['account', 'team-settings', 'team-members']));
  });
});
