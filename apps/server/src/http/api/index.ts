/** The /api/v1 areas, one module per file of this folder, registered in this order in one prefixed scope. */
import { registerModules, type HttpModule } from '../module.js';
import { accountDataApi } from './account-data.js';
import { billingApi } from './billing.js';
import { collaboratorsApi } from './collaborators.js';
import { commentsApi } from './comments.js';
import { deckThumbnailsApi } from './deck-thumbnails.js';
import { decksApi } from './decks.js';
import { embedsApi } from './embeds.js';
import { exploreApi } from './explore.js';
import { exportsApi } from './exports.js';
import { importsApi } from './imports.js';
import { kudosApi } from './kudos.js';
import { mediaLibraryApi } from './media-library.js';
import { mediaTagsApi } from './media-tags.js';
import { narrationApi } from './narration.js';
import { revisionsApi } from './revisions.js';
import { searchApi } from './search.js';
import { sharingApi } from './sharing.js';
import { smsApi } from './sms.js';
import { streamApi } from './stream.js';
import { syncApi } from './sync.js';
import { tagsApi } from './tags.js';
import { teamBillingApi } from './team-billing.js';
import { teamMediaApi } from './team-media.js';
import { teamMembersApi } from './team-members.js';
import { teamsApi } from './teams.js';
import { templatesApi } from './templates.js';
import { themesApi } from './themes.js';
import { urlsApi } from './urls.js';
import { usersApi } from './users.js';
import { whatsNewApi } from './whats-new.js';

export const apiModules: readonly HttpModule[] = [
  usersApi,
  accountDataApi,
  decksApi,
  sharingApi,
  streamApi,
  embedsApi,
  exportsApi,
  narrationApi,
  importsApi,
  syncApi,
  searchApi,
  tagsApi,
  kudosApi,
  revisionsApi,
  commentsApi,
  collaboratorsApi,
  exploreApi,
  billingApi,
  mediaLibraryApi,
  templatesApi,
  mediaTagsApi,
  deckThumbnailsApi,
  smsApi,
  whatsNewApi,
  urlsApi,
  teamsApi,
  teamMembersApi,
  teamBillingApi,
  teamMediaApi,
  themesApi,
];

/** Every API area in one scope under /api/v1. */
export const apiRoutes: HttpModule = {
  name: 'api',
  register: async (app, services, options) => {
    await app.register((scope) => registerModules(scope, apiModules, services, options), { prefix: '/api/v1' });
  },
};
