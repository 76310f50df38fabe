import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_TOASTS, retentionInWords, type PrivacySettings } from '../../../../shared/privacy';
import { privacyEndpoints } from '../../../../shared/privacy-endpoints';
import { retentionEndpoints } from '../../../../shared/retention-endpoints';
import type { MemberSummary } from '../../../../shared/auth';
import { fakeServer, renderScreen, signInMember } from '../../../test/render';
import { PrivacySection } from './privacy-section';

const NOTICE_TEXT = 'Acme keeps your application to decide on it.\n\nWrite to privacy@acme.test to see or erase it.';

const SETTINGS: PrivacySettings = {
  notice: {
    version: 2,
    text: NOTICE_TEXT,
    url: null,
    created_at: '2026-11-01T09:00:00.000Z',
    created_by_name: 'Ada Admin',
  },
  versions: [
    { version: 2, text: NOTICE_TEXT, url: null, created_at: '2026-11-01T09:00:00.000Z', created_by_name: 'Ada Admin' },
  ],
  retention_months: null,
  retention_in_words: retentionInWords(null),
  retention_effective_from: null,
};

function showPrivacy(role: MemberSummary['role']) {
  signInMember(role);
  const server = fakeServer()
    .answer(privacyEndpoints.settings, { status: 200, data: SETTINGS })
    .hold(retentionEndpoints.preview);
  const view = renderScreen(<PrivacySection />);
  return { ...view, server };
}

describe('the privacy settings', () => {
  it('shows the notice, its summary as candidates read it, and its history', async () => {
    showPrivacy('admin');
    expect(await screen.findByRole('textbox', { name: /Privacy notice/ })).toHaveValue(NOTICE_TEXT);
    expect(screen.getAllByText('Acme keeps your application to decide on it.')[0]).toBeVisible();
    expect(screen.getByText(`${retentionInWords(null)}.`)).toBeVisible();
    expect(screen.getByText('Version history (1)')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Erase candidates’ data after a retention period/ })).not.toBeChecked();
  });

  it('offers the retention period when it is turned on, and says what candidates will read', async () => {
    const { user } = showPrivacy('admin');
    await user.click(await screen.findByRole('checkbox', { name: /Erase candidates’ data/ }));

    const months = screen.getByRole('spinbutton', { name: /Months after the last activity/ });
    expect(months).toHaveValue(24);
    await user.clear(months);
    await user.type(months, '6');
    expect(screen.getByText(`${retentionInWords(6)}.`)).toBeVisible();
    expect(screen.getByText('When you first turn retention on, nothing is erased for 30 days.')).toBeVisible();
  });

  it('saves the notice and retention, and says so', async () => {
    const { user, server } = showPrivacy('admin');
    server.answer(privacyEndpoints.saveSettings, {
      status: 200,
      data: { ...SETTINGS, retention_months: 12, retention_in_words: retentionInWords(12) },
    });
    await user.click(await screen.findByRole('checkbox', { name: /Erase candidates’ data/ }));
    const months = screen.getByRole('spinbutton', { name: /Months after the last activity/ });
    await user.clear(months);
    await user.type(months, '12');
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));

    expect(await screen.findByText(PRIVACY_TOASTS.saved)).toBeVisible();
    expect(server.callsOf(privacyEndpoints.saveSettings).map((call) => call.body)).toEqual([
      { notice_text: NOTICE_TEXT, notice_url: '', retention_months: 12 },
    ]);
  });

  it('keeps a link that is not one from being sent, as the browser checks it', async () => {
    const { user, server } = showPrivacy('admin');
    const link = await screen.findByRole('textbox', { name: /Link to your own privacy policy/ });
    await user.type(link, 'acme.test/privacy');
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));

    expect(link).toBeInvalid();
    expect(server.callsOf(privacyEndpoints.saveSettings)).toHaveLength(0);
  });

  it('shows the server’s message beside the field it refuses', async () => {
    const { user, server } = showPrivacy('admin');
    server.refuse(privacyEndpoints.saveSettings, 400, PRIVACY_MESSAGES.retention, {
      retention_months: PRIVACY_MESSAGES.retention,
    });
    await user.click(await screen.findByRole('checkbox', { name: /Erase candidates’ data/ }));
    await user.click(screen.getByRole('button', { name: 'Save privacy settings' }));

    // Beside the field, and in the toast.
    expect(await screen.findAllByText(PRIVACY_MESSAGES.retention)).toHaveLength(2);
    expect(screen.getByRole('spinbutton', { name: /Months after the last activity/ })).toHaveAccessibleDescription(
      PRIVACY_MESSAGES.retention,
    );
  });

  it('lets a recruiter read the settings but not save them', async () => {
    showPrivacy('recruiter');
    expect(await screen.findByRole('textbox', { name: /Privacy notice/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save privacy settings' })).not.toBeInTheDocument();
  });
});
