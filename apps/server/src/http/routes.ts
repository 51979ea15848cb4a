/**
 * Every route of the app, by area, in registration order: account forms, the /api/v1 areas (http/api/index.ts),
 * then the routes outside it. The pageRoutes come last: their not-found handler is the SPA fallback. The hooks every
 * request passes (request context, team host, edge input checks) are installed by app.ts before these.
 */
import type { HttpModule } from './module.js';
import { accountFormRoutes } from './account-forms.js';
import { apiRoutes } from './api/index.js';
import { exportRenderPageRoutes } from './api/exports-render-page.js';
import { teamLogoUploadRoutes } from './api/team-members.js';
import { billingDocumentRoutes } from './billing-documents.js';
import { billingWebhookRoutes } from './billing-webhook.js';
import { livePlayerRoutes } from './live-player.js';
import { mediaRoutes } from './media.js';
import { pageRoutes } from './pages.js';
import { teamHandoffRoutes } from './team-handoff.js';
import { playerRoutes } from './player.js';
import { themePreviewRoutes } from './theme-preview.js';
import { themeThumbnailPageRoutes } from './theme-thumbnail-page.js';

export const httpModules: readonly HttpModule[] = [
  accountFormRoutes,
  teamHandoffRoutes,
  apiRoutes,
  billingWebhookRoutes,
  billingDocumentRoutes,
  exportRenderPageRoutes,
  mediaRoutes,
  teamLogoUploadRoutes,
  playerRoutes,
  livePlayerRoutes,
  themePreviewRoutes,
  themeThumbnailPageRoutes,
  pageRoutes,
];
