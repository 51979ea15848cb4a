/** The editor's side of shared text (TipTap schema, seeding), apart from the package index so that it loads with the editor. */
export { TEXT_EXTENSIONS, textSchema } from './extensions.js';
export { seedUpdate } from './seed.js';
