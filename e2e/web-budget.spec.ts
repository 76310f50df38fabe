import type { Response } from '@playwright/test';
import { expect, test } from './support/index.js';

/** The JavaScript a guest receives to sign in, as it comes over the wire: DESIGN.md's 130 KB (decisions 094, 104). */
const LOGIN_JS_BUDGET_BYTES = 130 * 1024;

test('a guest opening /login receives at most 130 KB of brotli-compressed JavaScript, without the PDF viewer or the editor', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  let received = 0;
  const report: string[] = [];
  for (const script of scripts) {
    expect(new URL(script.url()).origin).toBe(new URL(page.url()).origin);
    expect(script.headers()['content-encoding'], `${script.url()} is sent compressed`).toBe('br');
    // Chromium's count of the body's bytes as they arrived, before it decoded them.
    const { responseBodySize } = await script.request().sizes();
    received += responseBodySize;
    report.push(`${script.url()}: ${responseBodySize} bytes`);
    const source = (await script.body()).toString('utf8');
    expect(source, `${script.url()} carries pdf.js`).not.toContain('GlobalWorkerOptions');
    expect(source, `${script.url()} carries ProseMirror`).not.toContain('ProseMirror');
  }
  expect(received, report.join('\n')).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
});
