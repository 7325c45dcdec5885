// Lint for the whole project: TypeScript (typescript-eslint), Astro components (eslint-plugin-astro),
// and accessibility in JSX and Astro markup (jsx-a11y). Formatting is Prettier's (eslint-config-prettier).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{tsx,astro}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A <section> that scrolls sideways (the rate table on phones) must take focus to be scrolled by keyboard.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section'], roles: ['tabpanel'] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
);
