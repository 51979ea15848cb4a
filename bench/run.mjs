// `npm run bench`: builds what is needed, then runs every benchmark and prints each ratio against its named peer.
import { ensureBuilt } from '../scripts/build.mjs';
import { benchApi } from './api.mjs';
import { benchEditor } from './editor.mjs';
import { benchView } from './view.mjs';
import { benchLive } from './live.mjs';

await ensureBuilt();
await benchApi();
await benchEditor();
await benchView();
await benchLive();
