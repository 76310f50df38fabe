/**
 * A reply apart from the history it quotes (decision 096): what the candidate wrote is shown, the rest on request. Mail
 * programs mark the history in a few shapes: an attribution line ("On … wrote:" and its German, French and Spanish
 * twins), Outlook's header block ("From: … Sent: …") or its separator line, a forward's banner, and `>` before each
 * quoted line. Everything from the first of them on is history; a `>` block counts only at the end, so that an answer
 * written between quoted lines stays the answer.
 */

/** The most lines an attribution a mail program wrapped may take. */
const ATTRIBUTION_LINES = 3;

const ATTRIBUTIONS = [
  /^On\b.{1,300}\bwrote\s?:$/i,
  /^Am\b.{1,300}\bschrieb\b.{0,300}:$/,
  /^Le\b.{1,300}\ba écrit\s?:$/,
  /^El\b.{1,300}\bescribió\s?:$/,
];

/** "Jane Doe <jane@example.com> wrote:" alone says too little: it counts when quoted lines follow it. */
const BARE_ATTRIBUTION = /^.{1,300}\b(?:wrote|schrieb|a écrit|escribió)\s?:$/i;

const SEPARATORS = [
  /^-{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original|Forwarded message|Weitergeleitete Nachricht|Message transféré|Mensaje reenviado)\s*-{2,}$/i,
  /^Begin forwarded message\s?:$/i,
  /^Anfang der weitergeleiteten Nachricht\s?:$/i,
  /^Début du message réexpédié\s?:$/i,
];

const HEADER_FROM = /^(?:From|Von|De|Da)\s?:\s?\S/;
const HEADER_SENT = /^(?:Sent|Date|Gesendet|Datum|Envoyé|Enviado|Fecha)\s?:\s?\S/;
/** Outlook on the web rules the history off with underscores before its header block. */
const RULE = /^_{10,}$/;

const plain = (line: string) =>
  line
    .trim()
    .replace(/^\*+|\*+$/g, '')
    .replace(/\*\*/g, '');
const isQuoted = (line: string) => line.trimStart().startsWith('>');

function isAttribution(lines: readonly string[], at: number): boolean {
  let joined = '';
  for (let next = at; next < Math.min(lines.length, at + ATTRIBUTION_LINES); next++) {
    joined = `${joined} ${plain(lines[next]!)}`.trim();
    if (ATTRIBUTIONS.some((pattern) => pattern.test(joined))) return true;
  }
  return false;
}

function isHeaderBlock(lines: readonly string[], at: number): boolean {
  const start = RULE.test(plain(lines[at]!)) ? at + 1 : at;
  if (start >= lines.length || !HEADER_FROM.test(plain(lines[start]!))) return false;
  return lines.slice(start + 1, start + 6).some((line) => HEADER_SENT.test(plain(line)));
}

/** Where the trailing run of `>` lines (and blank ones) starts, with the bare attribution before it; -1 for none. */
function trailingQuote(lines: readonly string[]): number {
  let end = lines.length - 1;
  while (end >= 0 && lines[end]!.trim() === '') end--;
  if (end < 0 || !isQuoted(lines[end]!)) return -1;
  let start = end;
  for (let at = end; at >= 0 && (isQuoted(lines[at]!) || lines[at]!.trim() === ''); at--) {
    if (isQuoted(lines[at]!)) start = at;
  }
  let before = start - 1;
  while (before >= 0 && lines[before]!.trim() === '') before--;
  return before >= 0 && BARE_ATTRIBUTION.test(plain(lines[before]!)) ? before : start;
}

function historyStart(lines: readonly string[]): number {
  for (let at = 0; at < lines.length; at++) {
    const line = plain(lines[at]!);
    if (line === '') continue;
    if (SEPARATORS.some((pattern) => pattern.test(line)) || isAttribution(lines, at) || isHeaderBlock(lines, at))
      return at;
  }
  return trailingQuote(lines);
}

interface SplitText {
  /** What the sender wrote. */
  reply: string;
  /** The history it quotes, or ''. */
  quoted: string;
}

/**
 * The reply and the history of a message's text. A message that is all history (a forward without a word of its own)
 * is kept whole as the reply: there is nothing else to show.
 */
export function splitQuotedText(text: string): SplitText {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = historyStart(lines);
  const reply = start < 0 ? lines.join('\n').trim() : lines.slice(0, start).join('\n').trim();
  if (start < 0 || reply === '') return { reply: lines.join('\n').trim(), quoted: '' };
  return { reply, quoted: lines.slice(start).join('\n').trim() };
}

/** Where each mail program's HTML starts the history it quotes. */
const HTML_HISTORY = [
  /<div\b[^>]*\bclass\s*=\s*["']?[^"'>]*\bgmail_quote/i,
  /<blockquote\b[^>]*\btype\s*=\s*["']?cite/i,
  /<div\b[^>]*\bid\s*=\s*["']?(?:divRplyFwdMsg|appendonsend)\b/i,
  /<hr\b[^>]*\bid\s*=\s*["']?stopSpelling/i,
  /<div\b[^>]*\bclass\s*=\s*["']?[^"'>]*\bmoz-(?:cite|forward)-prefix/i,
  /<div\b[^>]*\bclass\s*=\s*["']?[^"'>]*\byahoo_quoted/i,
  /<div\b[^>]*\bstyle\s*=\s*["'][^"']*border-top\s*:\s*solid\s+#(?:E1E1E1|B5C4DF)[^"']*["'][^>]*>\s*<p\b/i,
  /-{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)\s*-{2,}/i,
];

/**
 * A message's HTML without the history it quotes: cut where the first marker starts (the sanitizer closes what the cut
 * leaves open). Null when no marker is found.
 */
export function htmlBeforeHistory(html: string): string | null {
  const starts = HTML_HISTORY.map((pattern) => html.search(pattern)).filter((at) => at >= 0);
  return starts.length === 0 ? null : html.slice(0, Math.min(...starts));
}
