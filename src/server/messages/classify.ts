import type { ParsedMail, StructuredHeader } from 'mailparser';
import type { MessageKind } from '../../shared/messages.js';

/**
 * What a message that came in is (decision 096): a person's message, an automatic reply (RFC 3834's `Auto-Submitted`
 * and the older headers Exchange and vacation programs send), or a delivery-status report (RFC 3464) of a message of
 * ours that failed. A report that says a message is only delayed, or was delivered, is kept as an automatic reply:
 * nothing failed.
 */
interface Classification {
  kind: MessageKind;
  /** A failure report's: the Message-IDs of the failed message it carries, in the order found. */
  failedMessageIds: string[];
}

const header = (parsed: ParsedMail, name: string): string | undefined => {
  const value = parsed.headers.get(name);
  if (value === undefined) return undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim().toLowerCase() : undefined;
};

const AUTOMATIC_PRECEDENCE = new Set(['bulk', 'auto_reply', 'list', 'junk']);

function isAutomatic(parsed: ParsedMail): boolean {
  const submitted = header(parsed, 'auto-submitted');
  if (submitted !== undefined && submitted !== 'no') return true;
  if (['x-autoreply', 'x-autorespond', 'x-auto-response-suppress'].some((name) => parsed.headers.has(name)))
    return true;
  const precedence = header(parsed, 'precedence');
  return precedence !== undefined && AUTOMATIC_PRECEDENCE.has(precedence);
}

const REPORT_PARTS = new Set(['message/rfc822', 'text/rfc822-headers', 'message/rfc822-headers']);
const MAIL_SYSTEM = /^(?:mailer-daemon|postmaster|mail-daemon|microsoftexchange[0-9a-f]*)@/i;

function isReport(parsed: ParsedMail): boolean {
  const type = parsed.headers.get('content-type') as StructuredHeader | undefined;
  if (type?.value.toLowerCase() === 'multipart/report')
    return (type.params['report-type'] ?? '').toLowerCase() === 'delivery-status';
  // A mail system's notice that is no report still carries the message it returns.
  const from = parsed.from?.value[0]?.address ?? '';
  return MAIL_SYSTEM.test(from) && parsed.attachments.some((part) => REPORT_PARTS.has(part.contentType));
}

/** The Message-ID in the header section of a returned message (or of its headers alone). */
function messageIdIn(returned: string): string | undefined {
  const headerSection = returned.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return /^Message-ID:\s*(<[^<>\s]+>)/im.exec(headerSection)?.[1];
}

export function classify(parsed: ParsedMail): Classification {
  if (isReport(parsed)) {
    const status = parsed.attachments.find((part) => part.contentType === 'message/delivery-status');
    const actions = status ? [...status.content.toString('latin1').matchAll(/^Action:\s*([a-z]+)/gim)] : [];
    const failed = actions.length === 0 || actions.some((action) => action[1]!.toLowerCase() === 'failed');
    if (!failed) return { kind: 'auto_reply', failedMessageIds: [] };
    const failedMessageIds = parsed.attachments
      .filter((part) => REPORT_PARTS.has(part.contentType))
      .flatMap((part) => messageIdIn(part.content.toString('latin1')) ?? []);
    return { kind: 'bounce', failedMessageIds };
  }
  return { kind: isAutomatic(parsed) ? 'auto_reply' : 'message', failedMessageIds: [] };
}
