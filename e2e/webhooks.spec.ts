import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_TOASTS } from '../src/shared/webhooks.js';
import { expect, inBothThemes, test } from './support/index.js';

test.describe.configure({ timeout: 120_000 });

test('an Admin adds a webhook, sees its secret once, sees a delivery and sends it again', async ({
  page,
  api,
  signIn,
  expectToast,
  expectNoSeriousAxeViolations,
}) => {
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(String(request.headers['webhook-id']));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/openhire`;
  try {
    const admin = await api.registerRecruiter();
    const postingId = await api.createPosting(admin, { title: 'Webhook Engineer' });
    await signIn(admin);
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { name: 'No webhooks yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByLabel('Description').fill('Our HR system');
    await expect(page.getByRole('checkbox', { name: /A candidate applied/ })).toBeChecked();
    await expectNoSeriousAxeViolations();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const dialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(dialog.getByLabel('Secret')).toHaveValue(/^whsec_/);
    await expectNoSeriousAxeViolations();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/whsec_/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: url })).toBeVisible();

    await api.applyWithResume(await api.registerCandidate(), postingId);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
    await expect(deliveries.getByRole('row')).toHaveCount(2);
    await expect(deliveries).toContainText('application.created');
    await expect(deliveries).toContainText('Delivered');
    await expect(deliveries).toContainText('200');

    await deliveries.getByRole('button', { name: 'Send again application.created' }).click();
    await expectToast(WEBHOOK_TOASTS.sentAgain);
    await expect(deliveries.getByRole('row')).toHaveCount(3);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]).toBe(received[0]);
    await inBothThemes(page, expectNoSeriousAxeViolations);
  } finally {
    receiver.close();
  }
});
