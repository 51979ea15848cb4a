/**
 * Every route of SPEC §2. Built screens render their feature; the rest render a BaseView with the page name, and
 * anything else is a 404. Static segments outrank :username, so /pricing never looks up a user named "pricing".
 */
import type { RouteObject } from 'react-router';
import { AccountEditPage } from '../features/account/AccountEditPage';
import { PasswordEditPage } from '../features/account/PasswordEditPage';
import { PasswordNewPage } from '../features/account/PasswordNewPage';
import { SignInPage } from '../features/account/SignInPage';
import { SignOutPage } from '../features/account/SignOutPage';
import { SignUpPage } from '../features/account/SignUpPage';
import { ExportPage } from '../features/export/ExportPage';
import { BillingPage } from '../features/billing/BillingPage';
import { UpdateBillingPage } from '../features/billing/UpdateBillingPage';
import { UpdateBillingPeriodPage } from '../features/billing/UpdateBillingPeriodPage';
import { UpgradePage } from '../features/billing/UpgradePage';
import { DeckShowPage } from '../features/viewer/DeckShowPage';
import { KioskPage } from '../features/viewer/KioskPage';
import { ReviewPage } from '../features/viewer/ReviewPage';
import { DeckLimitReachedPage, DecksListingPage, SharedDecksPage, TrashedDecksPage } from '../features/decks/ListingPages';
import { NewDeckPage } from '../features/decks/NewDeckPage';
import { LazyEditorPage } from '../features/editor/LazyEditorPage';
import { LazyPresenterRoute, LazySpeakerLinkRoute, LazyViewerRoute } from '../features/live/LazyLivePages';
import { ProfilePage } from '../features/profile/ProfilePage';
import { HomePage } from '../features/static/HomePage';
import { SearchPage } from '../features/search/SearchPage';
import { ExplorePage } from '../features/explore/ExplorePage';
import { TaggedDecksPage } from '../features/tags/TaggedDecksPage';
import { AboutPage, ChangelogPage, CookiesPage, PricingPage } from '../features/static/StaticPages';
import { RootLayout } from '../layout/RootLayout';
import { WorkspaceLayout } from '../layout/WorkspaceLayout';
import { RequireUser } from './RequireUser';
import { BaseView, NotFoundView, RouteErrorView } from './views';

const base = (path: string, name: string, description?: string): RouteObject => ({ path, element: <BaseView name={name} description={description} /> });
const signedIn = (path: string, name: string): RouteObject => ({ path, element: <RequireUser><BaseView name={name} /></RequireUser> });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'explore', element: <ExplorePage /> },
          base('features', 'Features'),
          { path: 'search', element: <SearchPage /> },
          // Static pages
          { path: 'pricing', element: <PricingPage /> },
          { path: 'changelog', element: <ChangelogPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'security/cookies', element: <CookiesPage /> },
          // Account
          { path: 'users/sign_in', element: <SignInPage /> },
          { path: 'users/sign_up', element: <SignUpPage /> },
          { path: 'users/sign_out', element: <SignOutPage /> },
          { path: 'users/edit', element: <RequireUser><AccountEditPage /></RequireUser> },
          { path: 'users/password/new', element: <PasswordNewPage /> },
          { path: 'users/password/edit', element: <PasswordEditPage /> },
          { path: 'users/*', element: <NotFoundView /> },
          // Teams (later issues) and billing
          base('teams/new', 'Team sign-up', 'Create a Podium team for your organisation. Team sign-up is on its way.'),
          signedIn('edit', 'Team settings'),
          signedIn('edit_members', 'Team members'),
          { path: 'account/upgrade', element: <RequireUser><UpgradePage /></RequireUser> },
          { path: 'account/update_billing', element: <RequireUser><UpdateBillingPage /></RequireUser> },
          { path: 'account/update_billing_period', element: <RequireUser><UpdateBillingPeriodPage /></RequireUser> },
          { path: 'account/billing', element: <RequireUser><BillingPage /></RequireUser> },
          signedIn('themes', 'Themes'),
          // Deck utilities that are not under a username
          base('decks/fork/:id', 'Fork deck'),
          { path: 'd/:id/live', element: <LazyViewerRoute /> },
          { path: 'd/:id/speaker/:speakerToken', element: <LazySpeakerLinkRoute /> },
          // Per user
          { path: ':username', element: <ProfilePage /> },
          { path: ':username/new', element: <NewDeckPage /> },
          { path: ':username/decks.html', element: <DecksListingPage /> },
          { path: ':username/decks_trashed.html', element: <TrashedDecksPage /> },
          { path: ':username/decks_shared_with_me.html', element: <SharedDecksPage /> },
          { path: ':username/deck_limit_reached.html', element: <DeckLimitReachedPage /> },
          { path: ':username/decks/:tag', element: <TaggedDecksPage /> },
          // Per deck
          { path: ':username/:deckslug', element: <DeckShowPage /> },
          { path: ':username/:deckslug/review', element: <ReviewPage /> },
          { path: ':username/:deckslug/live', element: <LazyPresenterRoute /> },
          { path: ':username/:deckslug/export', element: <ExportPage /> },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
  // The editor is a full-window workspace: no site header or footer (layout/WorkspaceLayout.tsx).
  {
    path: '/:username/:deckslug/edit',
    element: <WorkspaceLayout />,
    errorElement: <RouteErrorView />,
    children: [{ index: true, element: <RequireUser><LazyEditorPage /></RequireUser> }],
  },
  // The kiosk is the deck alone on screen: no header or footer. (/fullscreen, /embed, /preview and
  // /reveal/notes.html are the server's sandboxed player pages, not SPA routes.)
  {
    path: '/:username/:deckslug/kiosk',
    errorElement: <RouteErrorView />,
    element: <KioskPage />,
  },
];
