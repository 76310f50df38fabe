import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** DESIGN.md's web budget: what a guest downloads to sign in. */
const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

test('a guest opening /login downloads at most 150 KB of compressed JavaScript, without the PDF viewer or the editor', async ({
  page,
}) => {
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.body() });
  });
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const compressed = scripts.reduce((total, script) => total + gzipSync(script.body).length, 0);
  expect(compressed, scripts.map((script) => script.url).join('\n')).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  for (const script of scripts) {
    const source = script.body.toString('utf8');
    expect(source, `${script.url} carries pdf.js`).not.toContain('GlobalWorkerOptions');
    expect(source, `${script.url} carries ProseMirror`).not.toContain('ProseMirror');
  }
  expect(scripts.every((script) => new URL(script.url).origin === new URL(page.url()).origin)).toBe(true);
});
