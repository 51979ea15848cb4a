/** The global header: logo, and either the main menu (signed in) or Sign in / Sign up links. */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../components/Avatar';
import { ButtonLink } from '../components/Button';
import { Menu } from '../components/Menu';
import { useLogout } from '../features/account/useLogout';
import { useUnreadChangelogCount } from '../features/changelog/unread';
import { useSession } from '../session/SessionContext';
import { HeaderSearch } from '../features/search/HeaderSearch';
import { HeaderImport } from '../features/import/HeaderImport';
import { buildMainMenu } from './mainMenu';
import { useHeaderScroll } from './useHeaderScroll';
import './Header.css';

/** Header with scroll states; it stays revealed while focus is inside it. */
export function Header() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { scrolled, scrolledFar, revealed } = useHeaderScroll();
  const unread = useUnreadChangelogCount();
  const [logOut] = useLogout();
  const [logoMenuOpen, setLogoMenuOpen] = useState(false);

  const className = ['header', scrolled && 'is-scrolled', scrolledFar && 'is-scrolled-far', revealed && 'is-revealed'].filter(Boolean).join(' ');

  return (
    <header className={className}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="header__inner">
        <div
          className="header__brand"
          onContextMenu={(event) => {
            // SPEC §2: on the home page the logo's menu offers the logo for download.
            if (pathname !== '/') return;
            event.preventDefault();
            setLogoMenuOpen(true);
          }}
        >
          <Link to="/" className="header__logo" aria-label="Podium home">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span className="header__wordmark">Podium</span>
          </Link>
          {logoMenuOpen && pathname === '/' && (
            <div className="header__logo-menu" onKeyDown={(event) => event.key === 'Escape' && setLogoMenuOpen(false)}>
              <a href="/podium-logo.svg" download="podium-logo.svg" autoFocus onClick={() => setLogoMenuOpen(false)} onBlur={() => setLogoMenuOpen(false)}>
                Download logo
              </a>
            </div>
          )}
        </div>

        <HeaderSearch />

        <nav className="header__nav" aria-label="Main">
          {user ? (
            <>
              <span className="header__import">
                <HeaderImport username={user.username} />
              </span>
              <ButtonLink to={`/${user.username}/new`} variant="primary" size="sm" className="header__new-deck">
                New deck
              </ButtonLink>
              <Menu
                label={`${user.username}: main menu`}
                triggerTestId="header-menu-button"
                triggerClassName="header__menu-button"
                items={buildMainMenu(user, unread, () => void logOut())}
                trigger={
                  <>
                    <Avatar username={user.username} name={user.name} src={user.thumbnail_url} size={32} />
                    <span className="header__username">{user.username}</span>
                    {unread > 0 && <span className="header__dot" aria-hidden="true" />}
                    <span className="header__caret" aria-hidden="true" />
                  </>
                }
              />
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
