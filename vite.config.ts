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

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
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
