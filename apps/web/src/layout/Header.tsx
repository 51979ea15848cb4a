/** The global header: logo, and either the main menu (signed in) or Sign in / Sign up links. */
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../components/Avatar';
import { ButtonLink } from '../components/Button';
import { Menu, type MenuItem } from '../components/Menu';
import { useLogout } from '../features/account';
import { useUnreadChangelogCount } from '../features/changelog';
import { useSession } from '../session/SessionContext';
import { HeaderSearch } from '../features/search';
import { HeaderImport } from '../features/import';
import { buildMainMenu } from './mainMenu';
import { useHeaderScroll } from './useHeaderScroll';
import './Header.css';
import { NewDeckButton, useDeckTemplatesPopup } from '../features/templates';

/** The logo menu on / (SPEC §2): the logo files, and the brand page with the rest. */
const LOGO_MENU: MenuItem[] = [
  { id: 'download-logo', label: 'Download logo', href: '/podium-logo.svg', external: true, download: 'podium-logo.svg', testId: 'logo-menu-download' },
  { id: 'download-logo-png', label: 'Download logo as PNG', href: '/podium-logo.png', external: true, download: 'podium-logo.png' },
  { id: 'brand', label: 'Brand guidelines', href: '/about#brand' },
];

/** Header with scroll states; it stays revealed while focus is inside it. */
export function Header() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { scrolled, scrolledFar, revealed } = useHeaderScroll();
  const unread = useUnreadChangelogCount();
  const [logOut] = useLogout();
  const brandRef = useRef<HTMLDivElement>(null);
  // The main menu's New deck opens the same templates popup as the header's button.
  const menuNewDeck = useDeckTemplatesPopup();

  const className = ['header', scrolled && 'is-scrolled', scrolledFar && 'is-scrolled-far', revealed && 'is-revealed'].filter(Boolean).join(' ');

  return (
    <header className={className}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="header__inner">
        <div
          className="header__brand"
          ref={brandRef}
          onContextMenu={(event) => {
            // SPEC §2: on the home page the logo's menu offers the logo for download; a right-click opens it too.
            if (pathname !== '/') return;
            event.preventDefault();
            const button = brandRef.current?.querySelector<HTMLButtonElement>('[data-testid="logo-menu-button"]');
            if (button?.getAttribute('aria-expanded') !== 'true') button?.click();
            // Focus inside the menu, so Escape and the arrow keys work as for a menu opened from its button.
            button?.focus();
          }}
        >
          <Link to="/" className="header__logo" aria-label="Podium home">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span className="header__wordmark">Podium</span>
          </Link>
          {pathname === '/' && (
            <Menu
              label="Logo menu"
              align="start"
              triggerTestId="logo-menu-button"
              triggerClassName="header__logo-menu-button"
              items={LOGO_MENU}
              trigger={<span className="header__caret" aria-hidden="true" />}
            />
          )}
        </div>

        <HeaderSearch />

        <nav className="header__nav" aria-label="Main">
          {user ? (
            <>
              <span className="header__import">
                <HeaderImport username={user.username} />
              </span>
              <NewDeckButton size="sm" className="header__new-deck" testId="header-new-deck" />
              <Menu
                label={`${user.username}: main menu`}
                namedByTrigger
                triggerTestId="header-menu-button"
                triggerClassName="header__menu-button"
                items={buildMainMenu(user, unread, () => void logOut(), menuNewDeck.onNewDeckClick)}
                trigger={
                  <>
                    <Avatar username={user.username} name={user.name} src={user.thumbnail_url} size={32} />
                    <span className="header__username" aria-hidden="true">{user.username}</span>
                    <span className="visually-hidden">{`${user.username}: main menu`}</span>
                    {unread > 0 && <span className="header__dot" aria-hidden="true" />}
                    <span className="header__caret" aria-hidden="true" />
                  </>
                }
              />
              {menuNewDeck.popup}
            </>
          ) : (
            <>
              <Link className="header__link header__link--wide" to="/pricing">
                Pricing
              </Link>
              <Link className="header__link" to="/users/sign_in">
                Sign in
              </Link>
              <ButtonLink to="/users/sign_up" variant="primary" size="sm">
                Sign up
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
