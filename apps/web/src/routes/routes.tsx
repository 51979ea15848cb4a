/**
 * Every route of SPEC §2, each rendering its feature; anything else is a 404. Static segments outrank :username, so /pricing never looks up a user named "pricing".
 */
import { DeckInvitationPage } from '../features/collaborators/DeckInvitationPage';
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
import { ForkPage } from '../features/fork/ForkPage';
import { HomePage } from '../features/static/HomePage';
import { FeaturesPage } from '../features/static/FeaturesPage';
import { SearchPage } from '../features/search/SearchPage';
import { ExplorePage } from '../features/explore/ExplorePage';
import { TaggedDecksPage } from '../features/tags/TaggedDecksPage';
import { ThemesPage } from '../features/themes/ThemesPage';
import { AboutPage, ChangelogPage, CookiesPage, PricingPage } from '../features/static/StaticPages';
import { RootLayout } from '../layout/RootLayout';
import { TeamSignUpPage } from '../features/teams/TeamSignUpPage';
import { TeamSettingsPage } from '../features/teams/TeamSettingsPage';
import { TeamMembersPage } from '../features/teams/TeamMembersPage';
import { TeamSubscriptionPage } from '../features/teams/TeamSubscriptionPage';
import { InvitationPage } from '../features/teams/InvitationPage';
import { TeamHomePage } from '../features/teams/TeamHomePage';
import { readBootstrapTeamHost } from '../api/bootstrap';

import { WorkspaceLayout } from '../layout/WorkspaceLayout';
import { RequireUser } from './RequireUser';
import { NotFoundView, RouteErrorView } from '../components/PageStates';

/** The team this host is (SPEC §2 `{slug}.{host}`): its home page is the team's. */
const teamHost = readBootstrapTeamHost();


export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          { index: true, element: teamHost?.found ? <TeamHomePage host={teamHost} /> : <HomePage /> },
          { path: 'explore', element: <ExplorePage /> },
          { path: 'features', element: <FeaturesPage /> },
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
          // Teams and billing
          { path: 'teams/new', element: <TeamSignUpPage /> },
          { path: 'edit', element: <RequireUser><TeamSettingsPage /></RequireUser> },
          { path: 'edit_members', element: <RequireUser><TeamMembersPage /></RequireUser> },
          { path: 'subscription', element: <RequireUser><TeamSubscriptionPage /></RequireUser> },
          { path: 'invitations/:token', element: <InvitationPage /> },
          { path: 'account/upgrade', element: <RequireUser><UpgradePage /></RequireUser> },
          { path: 'account/update_billing', element: <RequireUser><UpdateBillingPage /></RequireUser> },
          { path: 'account/update_billing_period', element: <RequireUser><UpdateBillingPeriodPage /></RequireUser> },
          { path: 'account/billing', element: <RequireUser><BillingPage /></RequireUser> },
          { path: 'themes', element: <RequireUser><ThemesPage /></RequireUser> },
          // Deck utilities that are not under a username
          { path: 'decks/fork/:id', element: <RequireUser><ForkPage /></RequireUser> },
          { path: 'deck_invitations/:token', element: <DeckInvitationPage /> },
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
