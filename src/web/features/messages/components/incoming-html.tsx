import { useRef, useState } from 'react';

/**
 * The frame's own policy, on top of the page's: nothing loads but pictures carried in the message itself, so a remote
 * image (a read receipt, a tracker) never reaches its sender, and no script, form or font runs or loads.
 */
const FRAME_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

const FRAME_STYLE =
  'body{margin:0;padding:12px 14px;font:14px/1.6 system-ui,sans-serif;color:#1e293b;overflow-wrap:anywhere}' +
  'a{color:#1d4ed8}img{max-width:100%;height:auto}blockquote{margin:0 0 0 8px;padding-left:8px;border-left:2px solid #cbd5e1}';

/**
 * A message's HTML as it came in, in a sandboxed frame (decision 099): the server has sanitized it already, and the
 * frame keeps whatever slipped through from the app's page: no script runs in it (no `allow-scripts`), it cannot
 * reach the page's storage or session, and its links open in a new tab outside the sandbox. It is drawn on white in
 * both themes, as mail programs do, since a message's own colours assume a white page.
 */
export function IncomingHtml({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(80);
  const document = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={document}
      // Same origin only so that the page can measure the frame's height; without allow-scripts nothing in it runs.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      onLoad={() => setHeight(frame.current?.contentDocument?.documentElement.scrollHeight ?? 80)}
      style={{ height }}
      className="block w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
    />
  );
}
