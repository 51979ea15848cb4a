// One lint configuration for every workspace: typescript-eslint recommended, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
