import { OBSERVE_PAINT, observedPaint } from './support/paint.js';
import { expect, test } from './support/index.js';

/** Core Web Vitals call a Cumulative Layout Shift under 0.1 good. */
const GOOD_LAYOUT_SHIFT = 0.1;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a job link's apply page holds still while it loads, ${viewport.width} px wide, its company's mark coming late`, async ({
    page,
    api,
  }) => {
    // Two cold loads of the app's first screens on a busy two-core machine.
    test.slow();
    await page.setViewportSize(viewport);
    const recruiter = await api.registerRecruiter();
    const postingId = await api.createPosting(recruiter, { title: 'Warehouse Associate', applicationForm: 'quick' });
    // The job's answer waits until the splash is painted, as on a phone's network: the company's mark comes into a
    // splash already shown.
    // The job's own answer alone: the guest's challenge (`/api/apply/{id}/challenge/`) may come after the splash.
    await page.route(new RegExp(`/api/apply/${postingId}/?(\\?.*)?$`), async (route) => {
      try {
        await expect(page.getByRole('status').filter({ hasText: 'Loading the job' }).first()).toBeAttached();
        await page.evaluate('new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))');
      } finally {
        // The answer goes on in any case: a page left waiting would fail the test for the wrong reason.
        await route.continue();
      }
    });
    await page.addInitScript({ content: OBSERVE_PAINT });

    await page.goto(`/apply/${postingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for Warehouse Associate' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Send my application' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const { shifts } = await observedPaint(page);
    const moved = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`).join('\n');
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved,
    ).toBeLessThan(GOOD_LAYOUT_SHIFT);
    // Nothing the page showed moved at all: a shift too small to count today is where a large one starts.
    expect(moved).toBe('');
  });
}
