/**
 * The frame of full-window workspaces, the deck editor: no site header or footer around it (as in slides.com's or
 * Google Slides' editors; the editor's own top bar leads back to the decks). The session-expired popup stays.
 */
import { Outlet } from 'react-router';
import { SessionExpiredDialog } from '../features/account';

/** Route element of workspace routes. */
export function WorkspaceLayout() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SessionExpiredDialog />
    </>
  );
}
