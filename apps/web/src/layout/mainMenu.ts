/** Turns the menu rules of @podium/shared (SPEC §6) into the header's menu items. */
import { mainMenuEntries, settingsMenuEntries, type MainMenuEntry, type UserJson } from '@podium/shared';
import type { MouseEvent } from 'react';
import type { MenuItem } from '../components/Menu';
import { planSubject } from '../session/SessionContext';
import { teamUrl } from './teamUrl';

function settingsItems(user: UserJson): MenuItem[] {
  return settingsMenuEntries(planSubject(user)).map((entry): MenuItem => {
    switch (entry) {
      case 'account':
        return { id: entry, label: 'Account settings', href: '/users/edit', testId: 'menu-account-settings' };
      case 'team-settings':
        return { id: entry, label: 'Team settings', ...teamUrl(user.team?.slug ?? '', '/edit') };
      case 'team-members':
        return { id: entry, label: 'Team members', ...teamUrl(user.team?.slug ?? '', '/edit_members') };
      case 'billing-details':
        return { id: entry, label: 'Billing details', href: '/account/update_billing' };
    }
  });
}

/**
 * The main menu for a signed-in user; `unread` is the "What's new" counter; `onNewDeck` may open the deck templates
 * popup instead of following New deck's link (it calls `preventDefault` for that).
 */
export function buildMainMenu(user: UserJson, unread: number, logOut: () => void, onNewDeck?: (event: MouseEvent) => void): MenuItem[] {
  const item = (entry: MainMenuEntry): MenuItem => {
    switch (entry) {
      case 'profile':
        return { id: entry, label: 'Profile', href: `/${user.username}`, testId: 'menu-profile' };
      case 'new-deck':
        return { id: entry, label: 'New deck', href: `/${user.username}/new`, testId: 'menu-new-deck', ...(onNewDeck ? { onSelect: onNewDeck } : {}) };
      case 'themes':
        return { id: entry, label: 'Themes', href: '/themes', testId: 'menu-themes' };
      case 'settings':
        return { id: entry, label: 'Settings', children: settingsItems(user), testId: 'menu-settings' };
      case 'billing':
        return { id: entry, label: 'Billing', href: '/account/billing', testId: 'menu-billing' };
      case 'upgrade':
        return { id: entry, label: 'Upgrade', href: '/account/upgrade', testId: 'menu-upgrade' };
      case 'whats-new':
        return { id: entry, label: "What's new", href: '/changelog', badge: unread, testId: 'menu-whats-new' };
      case 'log-out':
        return { id: entry, label: 'Log out', onSelect: logOut, testId: 'menu-logout' };
    }
  };
  return mainMenuEntries(planSubject(user)).map(item);
}
