/**
 * One field of a `multipart/form-data` body (RFC 7578) held in memory, as the inbound intake receives a raw message
 * from SendGrid (`email`) or Mailgun (`body-mime`). The body is bounded by its route's limit before it is read; the
 * field's bytes are answered as sent, a view of the body rather than a copy. Undefined when no field of those names
 * is there, or the body is not multipart.
 */
export function formField(body: Buffer, contentType: string, names: readonly string[]): Buffer | undefined {
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s"]{1,70}))/i.exec(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`, 'latin1');
  const nextDelimiter = Buffer.concat([Buffer.from('\r\n'), delimiter]);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const afterDelimiter = at + delimiter.length;
    // `--boundary--` closes the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') return undefined;
    const lineEnd = body.indexOf('\r\n', afterDelimiter);
    const headersEnd = lineEnd < 0 ? -1 : body.indexOf('\r\n\r\n', lineEnd);
    if (headersEnd < 0) return undefined;
    const end = body.indexOf(nextDelimiter, headersEnd + 4);
    if (end < 0) return undefined;
    const headers = body.subarray(lineEnd + 2, headersEnd).toString('latin1');
    const name = /^content-disposition:[^\r\n]*?\bname="([^"]*)"/im.exec(headers)?.[1];
    if (name !== undefined && names.includes(name)) return body.subarray(headersEnd + 4, end);
    at = end + 2;
  }
  return undefined;
}
