/** The frame of every app page: header, main content, footer, and the session-expired popup. */
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { SessionExpiredDialog } from '../features/account';
import { Header } from './Header';
import { useUnreadChangelogCount } from '../features/changelog';
import { readBootstrapTeamHost } from '../api/bootstrap';
import { NotFoundView } from '../components/PageStates';
import './RootLayout.css';

/** A team host whose team does not exist answers every page with the 404 (the server sent status 404 too). */
const unknownTeamHost = readBootstrapTeamHost()?.found === false;

/** Root route element. */
export function RootLayout() {
  // The What's new counter for everyone: signed-out visitors have no main menu, so the footer link carries it too.
  const unread = useUnreadChangelogCount();
  return (
    <div className="app">
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        {unknownTeamHost ? <NotFoundView what="team" /> : <Outlet />}
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <span className="footer__brand">© Podium</span>
          <nav aria-label="Footer" className="footer__links">
            <Link to="/pricing">Pricing</Link>
            <Link to="/changelog" data-testid="footer-whats-new">
              What’s new
              {unread > 0 && (
                <>
                  <span className="footer__badge" aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{` (${unread} unread)`}</span>
                </>
              )}
            </Link>
            <Link to="/about">About</Link>
            <Link to="/security/cookies">Cookies</Link>
          </nav>
        </div>
      </footer>
      <SessionExpiredDialog />
      <ScrollRestoration />
    </div>
  );
}
