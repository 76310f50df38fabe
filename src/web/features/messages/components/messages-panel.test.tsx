import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../../../shared/auth';
import { MAIL_MESSAGES } from '../../../../shared/mail';
import { type Message, MESSAGE_MESSAGES, MESSAGE_TOASTS } from '../../../../shared/messages';
import { messagesEndpoints } from '../../../../shared/messages-endpoints';
import { fakeServer, renderScreen, signInMember } from '../../../test/render';
import { MessagesPanel } from './messages-panel';

const APPLICATION_ID = '6f1d2c3b-0a9e-4f8d-9c7b-6a5e4d3c2b1a';

const base: Pick<
  Message,
  'kind' | 'quoted_text' | 'attachments' | 'refused_attachments' | 'from_other_address' | 'via_portal'
> = {
  kind: 'message',
  quoted_text: '',
  attachments: [],
  refused_attachments: [],
  from_other_address: false,
  via_portal: false,
};

const SENT: Message = {
  ...base,
  id: 'a1',
  direction: 'out',
  from_name: 'Sam at Acme',
  from_address: 'no-reply@acme.test',
  subject: 'Thursday?',
  text: 'Does Thursday suit you?',
  html: '<p>Does Thursday suit you?</p>',
  at: '2026-12-01T09:00:00.000Z',
  member: { id: 'm1', name: 'Sam Rivera' },
  delivery: 'sent',
};

const REPLY: Message = {
  ...base,
  id: 'b2',
  direction: 'in',
  from_name: 'Ada Lovelace',
  from_address: 'ada@example.test',
  subject: 'Re: Thursday?',
  text: 'Thursday works.',
  // As the server's sanitizer leaves it: a carried picture points at its download, a remote one is held back.
  html:
    '<p>Thursday <b>works</b>.</p><img src="/api/messages/b2/attachments/f2" alt="Signature">' +
    '<img data-remote-src="https://tracker.example.com/p.png" alt="">',
  quoted_text: '> Does Thursday suit you?',
  at: '2026-12-01T10:00:00.000Z',
  attachments: [{ id: 'f1', name: 'Signed form.pdf', size: 48_213, content_type: 'application/pdf' }],
  refused_attachments: ['setup.exe'],
  member: null,
  delivery: null,
};

function showThread(role: MemberSummary['role'], bouncedAt: string | null = null) {
  signInMember(role);
  const server = fakeServer().answer(messagesEndpoints.messages, {
    status: 200,
    data: [SENT, REPLY],
    email_bounced_at: bouncedAt,
    replies_captured: true,
  });
  return { ...renderScreen(<MessagesPanel applicationId={APPLICATION_ID} />), server };
}

describe("an application's messages", () => {
  it('shows both sides in order, an incoming message framed so that nothing in it runs or loads', async () => {
    showThread('recruiter');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sam Rivera');
    expect(items[1]).toHaveTextContent('Ada Lovelace <ada@example.test>');
    expect(items[1]).toHaveTextContent('Received');
    const frame = screen.getByTitle('Message from Ada Lovelace');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-scripts');
    const document = frame.getAttribute('srcdoc') ?? '';
    expect(document).toContain(`content="default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'"`);
    expect(document).toContain('<p>Thursday <b>works</b>.</p>');
    expect(screen.getByText('Not kept (too large, or a program): setup.exe')).toBeVisible();
    expect(screen.getByRole('button', { name: /Signed form\.pdf/ })).toBeVisible();
  });

  it("shows a picture the message carries through the reader's own download, and remote ones only when asked", async () => {
    const { user, server } = showThread('recruiter');
    server.answer(messagesEndpoints.attachment, 'the picture' as never);
    const frame = (await screen.findByTitle('Message from Ada Lovelace')) as HTMLIFrameElement;
    await waitFor(() =>
      expect(frame.contentDocument?.querySelector('img[alt="Signature"]')?.getAttribute('src')).toMatch(/^blob:/),
    );
    expect(server.callsOf(messagesEndpoints.attachment).map((call) => call.path)).toEqual([
      '/api/messages/b2/attachments/f2',
    ]);
    expect(frame.getAttribute('srcdoc')).not.toContain(' src="https://tracker.example.com/p.png"');

    await user.click(screen.getByRole('button', { name: 'Show pictures' }));
    const document = frame.getAttribute('srcdoc') ?? '';
    expect(document).toContain('<img src="https://tracker.example.com/p.png"');
    expect(document).toContain('img-src data: blob: https: http:');
    expect(screen.queryByRole('button', { name: 'Show pictures' })).toBeNull();
  });

  it('keeps the quoted history behind a button', async () => {
    const { user } = showThread('recruiter');
    const show = await screen.findByRole('button', { name: 'Show quoted text' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('> Does Thursday suit you?')).not.toBeVisible();
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide quoted text' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('> Does Thursday suit you?')).toBeVisible();
  });

  it('says when mail to the candidate bounced', async () => {
    showThread('recruiter', '2026-12-02T08:00:00.000Z');
    expect(await screen.findByText(new RegExp(MESSAGE_MESSAGES.bouncing))).toBeVisible();
  });

  it('sends an answer and says so, after refusing an empty one', async () => {
    const { user, server } = showThread('recruiter');
    server.answer(messagesEndpoints.sendMessage, { status: 201, data: { ...SENT, id: 'c3', text: 'See you then.' } });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MAIL_MESSAGES.messageRequired)).toBeVisible();
    expect(server.callsOf(messagesEndpoints.sendMessage)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Answer the candidate' }), 'See you then.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_TOASTS.sent)).toBeVisible();
    expect(server.callsOf(messagesEndpoints.sendMessage)[0]?.body).toEqual({ body: 'See you then.', attachments: [] });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Answer the candidate' })).toHaveValue(''));
  });

  it('lets an Interviewer read the thread but not write to the candidate', async () => {
    showThread('interviewer');
    expect(await screen.findByText('Thursday?')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Answer the candidate' })).toBeNull();
  });
});
