// One lint configuration for every workspace: typescript-eslint recommended, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Feature folders (apps/web/src/features/<feature>/) use each other only through the feature's index.ts, so a
 * feature's insides can change without touching the rest; imports inside a feature stay free. A path is judged as
 * written, so a feature file's relative climb out of its own folder (`../` per level) is matched per folder depth.
 * Dynamic import() is checked too (no-restricted-imports sees static imports only).
 */
const FEATURE_INDEX_MESSAGE = "Import another feature through its index.ts (e.g. '../sharing'), not a file inside it.";
const DEEP_INTO_FEATURE = '(^|/)features/[^/]+/.';
function featureBoundaries(files, regexes, message = FEATURE_INDEX_MESSAGE) {
  const escaped = (regex) => regex.replaceAll('/', '\\/');
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, caseSensitive: true, message })) }],
      'no-restricted-syntax': ['error', ...regexes.map((regex) => ({
        selector: `ImportExpression[source.value=/${escaped(regex)}/]`,
        message,
      }))],
    },
  };
}
const webFeatureBoundaries = [
  // Outside the feature folders (layout, components, …) every feature is another feature.
  featureBoundaries(['apps/web/**/*.{ts,tsx}'], [DEEP_INTO_FEATURE]),
  // A feature file climbs `depth + 1` levels to reach features/: going down from there into a sibling is a deep import.
  ...[0, 1, 2, 3, 4, 5].map((depth) =>
    featureBoundaries([`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`], [DEEP_INTO_FEATURE, `^(\\.\\./){${depth + 1}}[^./][^/]*/.`]),
  ),
  // The route table imports each feature's page modules (<Name>Page.tsx, <Name>Pages.tsx, the lazy wrappers among
  // them): pages sit above every feature, and a feature's index exporting its pages would close import cycles between
  // features (decks' listing page uses templates, whose picker uses decks' lists).
  featureBoundaries(['apps/web/src/routes/routes.tsx'], ['(^|/)features/[^/]+/(?![A-Za-z]+Pages?$).'],
    "The route table imports a feature's page modules (<Name>Page, <Name>Pages) directly; anything else through the feature's index.ts."),
  // The deck player is its own bundle (esbuild): a block type's player add-on reads its block folder's player-side
  // code (KaTeX typesetting, code themes) directly, since the editor's index would drag the editor into the player.
  featureBoundaries(['apps/web/src/player/**/*.ts'], ['(^|/)features/(?!editor/blocks/)[^/]+/.']),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...webFeatureBoundaries,
  { files: ['**/*.{js,mjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Dependencies point one way (ARCHITECTURE "Layout"): services, auth, presenters and infrastructure speak the
  // domain, never HTTP; packages never reach into the apps; shared uses nothing of ours.
  {
    files: [
      'apps/server/src/services/**', 'apps/server/src/domain/**', 'apps/server/src/auth/**', 'apps/server/src/presenters/**',
      'apps/server/src/infra/**',
    ],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '(^|/)http/',
          message: 'Services, auth, presenters and infra never import http/: they throw domain errors (domain/errors.ts).',
        }],
      }],
    },
  },
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)apps/|^@podium/(server|web)(/|$)', message: 'packages/* must not import from apps/*.' }],
      }],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)apps/|^@podium/(server|web|deck)(/|$)', message: 'packages/shared uses nothing of ours (apps or deck).' },
        ],
      }],
    },
  },
  // Benchmarks and browser tests pass callbacks that run inside the page.
  { files: ['bench/**', 'e2e/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
