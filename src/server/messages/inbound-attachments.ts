import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Attachment } from 'mailparser';
import { MESSAGE_LIMITS } from '../../shared/messages.js';
import type { DetectedFile } from '../files/uploads.js';
import { headerLine } from '../mail/outbox.js';
import { contentIdOf } from './message-html.js';
import { storable } from './storable.js';

/**
 * The files a message brings (decision 096): each kept as a file of the candidate's, up to 10 MB each and 25 MB a
 * message, and at most `MAX_KEPT` of them; programs are refused by their name and by their bytes, whatever the sender
 * declared. A refused file is named, so that the team knows it was sent.
 */
const MAX_KEPT = 50;
const MAX_NAME = 255;
const MAX_REFUSED_NAMES = 100;

/** Names a program runs by: Windows', scripts, Java, Android's and macOS's packages, disk images and shortcuts. */
const PROGRAM_EXTENSIONS = new Set(
  (
    'exe msi msp mst bat cmd com scr pif cpl dll sys drv ocx js jse mjs vbs vbe vb wsf wsh wsc ws hta jar ps1 psm1 ' +
    'psd1 ps1xml sh bash zsh csh ksh command run apk xapk aab dmg app pkg mpkg deb rpm appimage lnk url reg inf ' +
    'gadget msc scf iso img vhd vhdx appx appxbundle msix msixbundle application xbap'
  ).split(' '),
);

/** What `file-type` reads a program as, and what senders declare one as. */
const PROGRAM_TYPES = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-msi',
  'application/x-ms-installer',
  'application/x-elf',
  'application/x-executable',
  'application/x-mach-binary',
  'application/java-archive',
  'application/java-vm',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
  'application/x-sh',
  'application/x-csh',
  'application/x-shellscript',
  'application/javascript',
  'text/javascript',
  'application/x-javascript',
  'application/hta',
  'application/x-ms-shortcut',
  'application/x.ms.shortcut',
  'application/x-bat',
  'application/x-msdos-program',
  'application/vnd.microsoft.portable-executable',
]);

/** Types kept as the sender declared them when the bytes say nothing (text has no magic bytes). */
const PLAIN_TYPES = new Set(['text/plain', 'text/csv', 'text/calendar', 'message/rfc822']);

export interface KeptAttachment {
  /** The `message_attachments` row's id, chosen first so that the HTML can name its download. */
  id: string;
  name: string;
  contentId: string | null;
  file: DetectedFile;
}

interface SortedAttachments {
  kept: KeptAttachment[];
  refused: string[];
}

/** A name as the thread shows it and a download sends it: one line, no folders, bounded. */
function nameOf(part: Attachment, extension: string): string {
  const given = headerLine(storable(part.filename ?? '', MAX_NAME * 4))
    .replace(/^.*[\\/]/, '')
    .trim();
  return storable(given || `attachment.${extension}`, MAX_NAME);
}

const extensionOfName = (name: string) => /\.([a-z0-9]{1,12})$/i.exec(name)?.[1]?.toLowerCase();

function isProgram(part: Attachment, sniffed: string | undefined): boolean {
  const extension = extensionOfName(part.filename ?? '');
  return (
    (extension !== undefined && PROGRAM_EXTENSIONS.has(extension)) ||
    PROGRAM_TYPES.has(part.contentType.toLowerCase()) ||
    (sniffed !== undefined && PROGRAM_TYPES.has(sniffed)) ||
    // A script says what runs it on its first line.
    part.content.subarray(0, 2).toString('latin1') === '#!'
  );
}

export async function sortAttachments(parts: readonly Attachment[]): Promise<SortedAttachments> {
  const kept: KeptAttachment[] = [];
  const refused: string[] = [];
  let total = 0;
  for (const part of parts) {
    const sniffed = await fileTypeFromBuffer(part.content);
    const declared = part.contentType.toLowerCase();
    const contentType = sniffed?.mime ?? (PLAIN_TYPES.has(declared) ? declared : 'application/octet-stream');
    const extension = sniffed?.ext ?? extensionOfName(part.filename ?? '') ?? 'bin';
    const name = nameOf(part, extension);
    const size = part.content.length;
    if (
      isProgram(part, sniffed?.mime) ||
      size > MESSAGE_LIMITS.attachmentBytes ||
      total + size > MESSAGE_LIMITS.messageAttachmentBytes ||
      kept.length >= MAX_KEPT
    ) {
      if (refused.length < MAX_REFUSED_NAMES) refused.push(name);
      continue;
    }
    total += size;
    kept.push({
      id: randomUUID(),
      name,
      contentId: part.contentId ? contentIdOf(part.contentId).slice(0, 998) : null,
      file: { data: part.content, contentType, extension },
    });
  }
  return { kept, refused };
}
