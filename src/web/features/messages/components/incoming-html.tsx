import { useRef, useState } from 'react';
import { Button } from '../../../components/button';

/**
 * The frame's own policy, on top of the page's: nothing loads but pictures the message carries (handed in as blobs by
 * the page, which fetches them signed in), so a remote image (a read receipt, a tracker) never reaches its sender
 * unless the reader asks for it, and no script, form or font runs or loads.
 */
const framePolicy = (remote: boolean) =>
  `default-src 'none'; img-src data: blob:${remote ? ' https: http:' : ''}; style-src 'unsafe-inline'`;

const FRAME_STYLE =
  'body{margin:0;padding:12px 14px;font:14px/1.6 system-ui,sans-serif;color:#1e293b;overflow-wrap:anywhere}' +
  'a{color:#1d4ed8}img{max-width:100%;height:auto}blockquote{margin:0 0 0 8px;padding-left:8px;border-left:2px solid #cbd5e1}';

/** Where the server's sanitizer points a picture the message carries (`cid:`): its attachment's download. */
const CARRIED_PICTURE = /^\/api\/messages\/([\w-]+)\/attachments\/([\w-]+)$/;
/** The sanitizer keeps a remote picture's address here instead of in `src` (decision 096). */
const REMOTE_SOURCE = 'data-remote-src=';

/**
 * A message's HTML as it came in, in a sandboxed frame (decision 099): the server has sanitized it already, and the
 * frame keeps whatever slipped through from the app's page: no script runs in it (no `allow-scripts`), it cannot
 * reach the page's storage or session, and its links open in a new tab outside the sandbox. It is drawn on white in
 * both themes, as mail programs do, since a message's own colours assume a white page. `loadPicture` fetches a
 * picture the message carries as the reader may (the frame's own requests carry no sign-in).
 */
export function IncomingHtml({
  html,
  title,
  loadPicture,
}: {
  html: string;
  title: string;
  loadPicture: (messageId: string, attachmentId: string) => Promise<Blob>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(80);
  const [remoteShown, setRemoteShown] = useState(false);
  const hasRemote = html.includes(REMOTE_SOURCE);
  const body = remoteShown ? html.replaceAll(REMOTE_SOURCE, 'src=') : html;
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${framePolicy(remoteShown)}"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${body}</body></html>`;

  function shown() {
    const inside = frame.current?.contentDocument;
    if (!inside) return;
    const measure = () => setHeight(inside.documentElement.scrollHeight);
    measure();
    for (const picture of inside.querySelectorAll('img')) {
      picture.addEventListener('load', measure);
      const carried = CARRIED_PICTURE.exec(picture.getAttribute('src') ?? '');
      if (!carried) continue;
      loadPicture(carried[1]!, carried[2]!).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          picture.addEventListener('load', () => URL.revokeObjectURL(url), { once: true });
          picture.src = url;
        },
        // A picture that cannot be fetched stays its alternative text, as a mail program shows it.
        () => {},
      );
    }
  }

  return (
    <div>
      <iframe
        ref={frame}
        title={title}
        srcDoc={document}
        // Same origin only so that the page can measure the frame and hand it pictures; without allow-scripts nothing
        // in it runs.
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        onLoad={shown}
        style={{ height }}
        className="block w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
      />
      {hasRemote && !remoteShown && (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-700 dark:text-slate-300">
          Pictures from the web are not loaded: loading them tells the sender the message was read.
          <Button variant="ghost" size="sm" onClick={() => setRemoteShown(true)}>
            Show pictures
          </Button>
        </p>
      )}
    </div>
  );
}
