import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
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
