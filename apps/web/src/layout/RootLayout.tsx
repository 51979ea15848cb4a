/** The frame of every app page: header, main content, footer, and the session-expired popup. */
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { SessionExpiredDialog } from '../features/account/SessionExpiredDialog';
import { Header } from './Header';
import './RootLayout.css';

/** Root route element. */
export function RootLayout() {
  return (
    <div className="app">
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <span className="footer__brand">© Podium</span>
          <nav aria-label="Footer" className="footer__links">
            <Link to="/pricing">Pricing</Link>
            <Link to="/changelog">What’s new</Link>
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
