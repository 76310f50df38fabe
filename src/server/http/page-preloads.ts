import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the build as Vite's manifest (`build.manifest`) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a visitor most often opens cold, on a phone, from a link: the job link's apply page. Its screen is a lazy
 * chunk that the app's script asks for only once it ran; named in the page's HTML, it comes with the script
 * (decision 105). Its data is not preloaded: a browser may hand a preloaded answer to the app's own fetch even when
 * that fetch carries a signed-in candidate's token, and their answer differs from a guest's.
 */
const PRELOADED_PAGES = [
  {
    address: /^\/apply\/[\w-]{1,100}\/?(?:\?.*)?$/,
    modules: [
      'features/apply/pages/guest-apply-page.tsx',
      'features/apply/pages/guest-apply-page-data.ts',
      'app/company-splash-mark.tsx',
    ],
  },
];

/** The chunk files `key` needs, itself first, leaving out those in `loaded`. */
function chunksOf(manifest: Manifest, key: string, loaded: Set<string>, found: string[] = []): string[] {
  const chunk = manifest[key];
  if (!chunk || loaded.has(chunk.file) || found.includes(chunk.file)) return found;
  found.push(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, loaded, found);
  return found;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Answers the HTML to send for a page address: index.html with `<link rel="modulepreload">` for the page's chunks (and a
 * `preload` for their style sheets) where the address is one of PRELOADED_PAGES, or `undefined` to send index.html as
 * it is. Without the build's manifest (a build by hand without it), every page gets index.html as it is.
 */
export function pagePreloader(webRoot: string): (url: string) => string | undefined {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const loadedWithIndex = new Set(chunksOf(manifest, 'index.html', new Set()));
  const pages = PRELOADED_PAGES.map((page) => {
    const chunks = page.modules.reduce<string[]>(
      (found, module) => chunksOf(manifest, module, loadedWithIndex, found),
      [],
    );
    const styles = chunks.flatMap((file) =>
      Object.values(manifest)
        .filter((chunk) => chunk.file === file)
        .flatMap((chunk) => chunk.css ?? []),
    );
    const links = [
      ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`),
    ].join('');
    return { address: page.address, html: indexHtml.replace('</head>', `${links}</head>`) };
  });
  return (url) => pages.find((page) => page.address.test(url))?.html;
}
