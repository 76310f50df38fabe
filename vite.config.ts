import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

// /login, /forgot_password and /reset_password are both API endpoints (POST) and, for /login,
// a screen of the app: a page load (GET for HTML) must stay with the dev server.
const apiOnlyForPosts: ProxyOptions = {
  target: apiServer,
  bypass: (request) =>
    request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

/** The build's text files; pictures and fonts are compressed already. */
const COMPRESSIBLE_FILE = /\.(html|js|mjs|css|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the strongest settings: done
 * once here, the server sends them as they are and compresses no file per request. A copy that would not be smaller
 * is left out; the server then sends the file itself.
 */
function precompress(): Plugin {
  let builtTo = outDir;
  return {
    name: 'openhire-precompress',
    apply: 'build',
    configResolved(config) {
      builtTo = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(builtTo, { recursive: true })).filter((file) => COMPRESSIBLE_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(builtTo, file));
          const copies = {
            br: await brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz: await gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          };
          for (const [extension, copy] of Object.entries(copies)) {
            if (copy.length < source.length) await writeFile(path.join(builtTo, `${file}.${extension}`), copy);
          }
        }),
      );
    },
  };
}

/** zod's JSON Schema writer, which every schema carries a method for and the web app never calls. */
const ZOD_JSON_SCHEMA = /zod\/v4\/core\/(?:json-schema-processors|to-json-schema)\.js$/;

/**
 * Leaves zod's JSON Schema writer out of the web build (decision 104): every zod schema carries a `toJSONSchema`
 * method, so the writer (about 6 KB over the wire) came with the first screen although only the server writes JSON
 * Schema (the API's description). Each of the module's exports stays, as a function that says it is absent.
 */
function withoutZodJsonSchema(): Plugin {
  return {
    name: 'openhire-without-zod-json-schema',
    apply: 'build',
    async load(id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      const source = await readFile(id, 'utf8');
      const names = [
        ...[...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((match) => match[1]!),
        ...[...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
          match[1]!.split(',').map((part) =>
            part
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          ),
        ),
      ].filter(Boolean);
      return [
        "const absent = () => { throw new Error('The web app is built without JSON Schema.'); };",
        ...names.map((name) => `export const ${name} = absent;`),
      ].join('\n');
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), withoutZodJsonSchema(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server, which names a page's chunks in its HTML (src/server/http/page-preloads.ts).
    manifest: true,
    // Terser's two passes make the sign-in screen's script about 4 KB smaller over the wire than esbuild's
    // minifier, for a slower build (decision 040).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  server: {
    proxy: {
      '/api': { target: apiServer },
      '/login': apiOnlyForPosts,
      '/forgot_password': apiOnlyForPosts,
      '/reset_password': apiOnlyForPosts,
    },
  },
});
