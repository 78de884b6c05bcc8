// ESLint 9 flat config (`npm run lint`). Syntax-only rules on purpose: `npm run typecheck` already runs
// the type checker, and type-aware linting would double the time of every `npm test`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
// `globals` comes with ESLint itself (a dependency of @eslint/eslintrc), so no extra install.
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // wordpress/nl-components/lib/ is the build's copy of dist/ (scripts/build/wordpress.mjs).
  { ignores: ['dist/', 'node_modules/', '.wtr/', '.cache/', 'coverage/', 'wordpress/nl-components/lib/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // An unused `_name` is a deliberate placeholder (a callback's first argument, a destructured rest).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // React components and hooks (hooks live in .ts files too, e.g. src/core/media.ts).
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // What runs in the browser.
    files: ['src/**', 'elements/**', 'test/**', 'examples/**', 'wordpress/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // An element never imports another element's entry module (elements/nl-*.ts): an entry is the
    // tag's public module (its exports are the package's; its spec and docs, the manifest). What two
    // elements share lives below both, in src/core/ or a module of the owner's folder that is not
    // an entry (src/elements/modal/register-modal.ts). The loader, elements/index.ts, loads entries by
    // design.
    files: ['src/elements/**/*.{ts,tsx}', 'elements/**/*.ts'],
    // An element's tests load its entry, as a page does.
    ignores: ['elements/index.ts', 'src/elements/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/elements/nl-*', './nl-*'],
              message: "Another element's entry module: import what you share from src/core/ or a non-entry module of its folder (e.g. src/elements/modal/register-modal.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // What runs in Node: build and dev scripts, tool configs, the test runner's fake services.
    files: ['scripts/**', '*.config.*', 'test/**/*.mjs', '.ci/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Mocha's globals for the browser tests; chai's property assertions (`expect(x).to.exist`) are
    // expressions by design.
    files: ['test/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.mocha } },
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
