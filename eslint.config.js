import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { capabilities, CORE, SERVER } from './scripts/server-layers.mjs';

const FEATURES_DIR = './src/web/features';

// Features are read from disk so that a new feature folder is fenced in the day it appears.
function webFeatures() {
  try {
    return readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const layerZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is what both sides agree on: it imports neither the server nor the web app.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  { target: './src/web', from: './src/server', message: 'The web app never imports the server.' },
  {
    target: ['./src/server/*.ts', './src/server/!(auth)/**'],
    from: './src/server/auth/service.ts',
    message: "auth/service.ts is sign-in's own: the caller's types and the sessions are in auth/sessions.ts.",
  },
  // Shared pieces flow one way: lib and components -> features -> app.
  {
    target: ['./src/web/lib', './src/web/components', './src/web/features'],
    from: './src/web/app',
    message: 'The app shell composes features; features, components and lib never import it.',
  },
  {
    target: ['./src/web/lib', './src/web/components'],
    from: './src/web/features',
    message: 'Shared web pieces never import a feature.',
  },
];

const featureZones = webFeatures().map((feature) => ({
  target: `${FEATURES_DIR}/${feature}`,
  from: FEATURES_DIR,
  except: [`./${feature}`],
  message: 'Features do not import each other: move what they share to components/, lib/ or src/shared.',
}));

// Outside its folder a feature is reached through its index alone, so that what it keeps inside may change freely.
// The router also takes its pages one module each: a page behind `lazyNamed` stays its own chunk, which a barrel
// of every page would undo.
const INDEX = ['./index.ts', './index.tsx'];
const featureIndexZones = webFeatures().flatMap((feature) => [
  {
    target: ['./src/web/!(features)/**', './src/web/!(router).{ts,tsx}'],
    from: `${FEATURES_DIR}/${feature}`,
    except: INDEX,
    message: `Import the ${feature} feature through its index (features/${feature}/index.ts), which names what it offers.`,
  },
  {
    target: './src/web/router.tsx',
    from: `${FEATURES_DIR}/${feature}`,
    except: [...INDEX, './pages'],
    message: `The router takes the ${feature} feature's pages from features/${feature}/pages/ and the rest from its index.`,
  },
]);

// The server's core stands on nothing of the capabilities, and a capability is reached from outside through its index
// alone (scripts/server-layers.mjs names the core; `npm run lint` also fails on a cycle between folders). Tests and
// test support reach inside on purpose, to make and read a capability's data.
const serverCapabilities = capabilities();
const serverZones = [
  {
    target: CORE.map((name) => `./${SERVER}/${name}`),
    from: serverCapabilities.map((name) => `./${SERVER}/${name}`),
    message:
      'The core (database, HTTP, mail, tasks, files, logging, configuration) imports no capability: a capability plugs into it through capability.ts and events.ts.',
  },
  ...serverCapabilities.map((capability) => ({
    target: [`./${SERVER}/!(${capability})/**`, `./${SERVER}/*.ts`],
    from: `./${SERVER}/${capability}`,
    except: ['./index.ts'],
    message: `Import the ${capability} capability through its index (server/${capability}/index.ts), which names what it offers.`,
  })),
];
const fences = [...layerZones, ...featureZones, ...featureIndexZones];

/** One word for one thing: see the naming rule below. */
const postingNaming = {
  selector:
    'Identifier[name=/Job|Opening|^jobs?$|^openings?$/]:not(Property > Identifier.key, MemberExpression > Identifier.property, TSPropertySignature > Identifier.key)',
  message: 'Call it a posting: one word for one thing across server, shared and web.',
};

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import `./x.js` for `./x.ts` (NodeNext), so the resolver maps the extensions back.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...fences, ...serverZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: fences }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      // Plain JavaScript here is Node tooling run by this same Node, so its own globals are the right list.
      globals: Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly'])),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // One naming rule for every file and folder, so that nobody guesses a name's case; components keep PascalCase
    // names inside their kebab-case files.
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      // A posting is called a posting in code, whatever the screens call it for people ("job", "opening").
      'check-file/filename-blocklist': ['error', { '**/*{job,opening}*': '*posting*' }],
      'no-restricted-syntax': ['error', postingNaming],
    },
  },
  {
    // Dates and numbers are written in their reader's language (shared/dates.ts): no production code fixes its own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        postingNaming,
        {
          selector: 'Literal[value=/^en[-_]US$/i], TemplateElement[value.raw=/\\ben[-_]US\\b/i]',
          message: "Write dates and numbers in their reader's terms (shared/dates.ts), not in American English.",
        },
      ],
    },
  },
);
