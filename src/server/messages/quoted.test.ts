import { describe, expect, it } from 'vitest';
import { htmlBeforeHistory, splitQuotedText } from './quoted.js';

describe('a reply apart from its history', () => {
  it.each([
    ['Gmail, its attribution wrapped', 'Yes.\n\nOn Tue, 3 Mar 2026 at 09:12, Rita <\nrita@example.com> wrote:\n\n> Hi'],
    ['German', 'Ja.\n\nAm Di., 3. März 2026 um 09:12 Uhr schrieb Rita <rita@example.com>:\n> Hallo'],
    ['French', 'Oui.\n\nLe mar. 3 mars 2026 à 09:12, Rita <rita@example.com> a écrit :\n> Bonjour'],
    ['Spanish', 'Sí.\n\nEl mar, 3 mar 2026 a las 9:12, Rita (<rita@example.com>) escribió:\n> Hola'],
    [
      'Outlook',
      'Yes.\n\nFrom: Rita <rita@example.com>\nSent: Tuesday, March 3, 2026 9:12 AM\nTo: Ada\nSubject: Hi\n\nHi',
    ],
    ['Outlook on the web', 'Yes.\n\n________________________________\nFrom: Rita\nSent: Tuesday\n\nHi'],
    ['Outlook in German, bold', 'Ja.\n\n**Von:** Rita\n**Gesendet:** Dienstag\n\nHallo'],
    ['an old Outlook', 'Yes.\n\n-----Original Message-----\nFrom: Rita\n\nHi'],
    ['Samsung', 'Yes.\n\n-------- Original message --------\nFrom: Rita\n\nHi'],
    ['a bare attribution before quoted lines', 'Yes.\n\nRita <rita@example.com> wrote:\n> Hi\n>\n> Rita'],
    ['quoted lines alone', 'Yes.\n\n> Hi\n> Rita'],
  ])('finds where %s starts the history', (_, text) => {
    const { reply, quoted } = splitQuotedText(text);
    expect(reply).toMatch(/^(Yes|Ja|Oui|Sí)\.$/);
    expect(quoted).not.toBe('');
  });

  it('keeps answers written between quoted lines as the reply', () => {
    const text = '> Thursday?\nYes.\n\n> Or Friday?\nAlso fine.';
    expect(splitQuotedText(text)).toEqual({ reply: text, quoted: '' });
  });

  it('keeps a message that is all history whole', () => {
    const text = '---------- Forwarded message ---------\nFrom: Charles\n\nA reference.';
    expect(splitQuotedText(text)).toEqual({ reply: text, quoted: '' });
  });

  it('does not take words that merely say "wrote" or "From:" for history', () => {
    const text = 'From: my side, all good.\nMy manager wrote: "great work".\n\nAda';
    expect(splitQuotedText(text)).toEqual({ reply: text, quoted: '' });
  });
});

describe("a reply's HTML apart from its history", () => {
  it.each([
    ['Gmail', '<div>Yes</div><div class="gmail_quote gmail_quote_container"><div class="gmail_attr">On…</div></div>'],
    ['Apple Mail', '<div>Yes</div><div><br><blockquote type="cite"><div>On…</div></blockquote></div>'],
    ['Outlook on the web', '<div>Yes</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg">From…</div>'],
    ['Thunderbird', '<p>Yes</p><div class="moz-cite-prefix">On…</div><blockquote type="cite">Hi</blockquote>'],
    [
      'Outlook',
      '<p class="MsoNormal">Yes</p><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b></p></div>',
    ],
  ])('cuts %s where its history starts', (_, html) => {
    expect(htmlBeforeHistory(html)).toMatch(/^<(div|p)[^>]*>Yes<\/(div|p)>(<div>)?(<br>)?$/);
  });

  it('finds nothing to cut in HTML without history', () => {
    expect(htmlBeforeHistory('<p>Yes</p><blockquote>A quote of my own</blockquote>')).toBeNull();
  });
});
