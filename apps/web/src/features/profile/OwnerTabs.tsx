/** Owner-only navigation between the profile's deck lists: all decks, trash, and decks shared with me. */
import { Link } from 'react-router';
import './ProfilePage.css';

export type OwnerTab = 'decks' | 'trashed' | 'shared';

/** OwnerTabs; `current` gets aria-current=page. */
export function OwnerTabs({ username, current }: { username: string; current: OwnerTab }) {
  const tabs: Array<{ id: OwnerTab; label: string; to: string }> = [
    { id: 'decks', label: 'My decks', to: `/${username}` },
    { id: 'shared', label: 'Shared with me', to: `/${username}/decks_shared_with_me.html` },
    { id: 'trashed', label: 'Trash', to: `/${username}/decks_trashed.html` },
  ];
  return (
    <nav className="owner-tabs" aria-label="Deck lists">
      {tabs.map((tab) => (
        <Link key={tab.id} to={tab.to} className="owner-tabs__tab" aria-current={tab.id === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
