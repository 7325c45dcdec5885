// Lint for the whole project: TypeScript (typescript-eslint), Astro components (eslint-plugin-astro),
// and accessibility in JSX and Astro markup (jsx-a11y). Formatting is Prettier's (eslint-config-prettier).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tsImport } from 'tsx/esm/api';
import noCompanyValuesInTests from './scripts/lint-rules/no-company-values-in-tests.mjs';

/**
 * What the tests may not write out (scripts/lint-rules/no-company-values-in-tests.mjs): the company's values that are
 * stand-ins until the owner's data is in, and every claimed figure (the coverage claim is words, "pan-India", which the
 * copy tests spell out as words), read from the configuration as it is now.
 */
const { site, claims } = await tsImport('./src/site.config.ts', import.meta.url);
const { parseFigure } = await tsImport('./src/lib/claims.ts', import.meta.url);
const companyValues = {
  standIns: [
    site.url,
    new URL(site.url).host,
    ...Object.values(site.emails),
    ...[site.phones.mobile, site.phones.office].flatMap((phone) => [phone.display, phone.digits]),
    site.address.street,
    ...Object.values(site.links),
  ],
  figures: Object.values(claims).filter((claim) => parseFigure(claim) !== undefined),
};
// A configuration that gave the rule nothing to look for would let every test through unchecked.
for (const [what, values] of Object.entries(companyValues))
  if (values.length < 5) throw new Error(`eslint.config.mjs: only ${values.length} ${what} for the tests' rule to look for`);

/**
 * The rooms of build-time Node code: what pages read of the content (collections, translations, interface text, the
 * routes per published language), what they say from the company's data (titles, structured data, the founder, the
 * registrations, the menu, what is said when), what the hosts are given (the headers, their files, the built pages), the stand-ins
 * and the preview, what is written into a page's own HTML (the favicon, inline calls), and Astro's hooks.
 */
const BUILD_TIME_ROOMS = ['content-readers', 'company-facts', 'hosting', 'stand-ins', 'embedded', 'integrations'];

/** What code that reaches the browser (src/lib/, islands, directives) may not import; types vanish from the build. */
const browserCodeImports = [
  {
    regex: '(^~|\\.)/inline/',
    allowTypeImports: true,
    message: "src/inline/ is for components' <script>s only: an island sharing it would make them script files.",
  },
  {
    regex: `^node:|(^~|\\.)/(${BUILD_TIME_ROOMS.join('|')})/|/projectRoot|/scripts/|site\\.config`,
    allowTypeImports: true,
    message: `src/lib/, islands and directives run in the browser too: build-time code lives in ${BUILD_TIME_ROOMS.map((room) => `src/${room}/`).join(', ')}.`,
  },
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname, extraFileExtensions: ['.astro'] } },
  },
  // Type-aware rules for TypeScript. Not for plain JavaScript (no types to read), nor for .astro files: their
  // parser gives ESLint no types for Astro's globals (Astro.props, Astro.slots), so every use would be flagged;
  // `astro check` type-checks them instead.
  { files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'], ...tseslint.configs.disableTypeChecked },
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
  // The inlining rule. Astro writes a component's <script> into the page only if no island or other script shares a
  // module with it; otherwise the page fetches a script file before its pictures. So those scripts import only
  // from src/inline/, which nothing in the islands' reach imports (types excepted: they vanish from the build), and
  // an asset's address (`?url`), which the build writes in as a string.
  {
    files: ['src/**/*.astro/*.ts', 'src/**/*.astro/*.js', 'src/inline/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!~/inline/|\\./|[^?]+\\?url$)',
              allowTypeImports: true,
              message: "A component's <script> imports only from src/inline/ (see eslint.config.mjs).",
            },
          ],
        },
      ],
    },
  },
  // The CMS's page is not a public page: its one script starts Decap with the checks in src/cms/ and shares no module
  // with a public page (tests/built/security.test.ts), so the inlining rule has nothing to keep there.
  { files: ['src/pages/admin/*.astro/*.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  // Build code beside browser code: src/lib/ is what pages and islands share, so it reads no files and knows
  // nothing of Node; what runs only at build time is in the rooms above (BUILD_TIME_ROOMS). Islands take the
  // company's data as props from the page, never from the config.
  { files: ['src/lib/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: browserCodeImports }] } },
  // The ground floor: the languages (src/i18n/) are data and pure functions that everything else reads, the browser
  // included, so they import only one another; what must read the content or the site's configuration (the interface
  // text, the routes per published language) is in src/content-readers/.
  {
    files: ['src/i18n/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\./)', message: 'src/i18n/ is the ground floor: it imports only from src/i18n/ (see eslint.config.mjs).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/islands/**', 'src/directives/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserCodeImports,
            { regex: 'site\\.config', allowTypeImports: true, message: "An island takes the company's data as props from its page." },
          ],
        },
      ],
    },
  },
  // Tests read what they expect of the company from the configuration, never from a literal.
  {
    files: ['tests/**/*.{ts,tsx,mjs,js}'],
    plugins: { site: { rules: { 'no-company-values-in-tests': noCompanyValuesInTests } } },
    rules: { 'site/no-company-values-in-tests': ['error', companyValues] },
  },
  prettier,
);
