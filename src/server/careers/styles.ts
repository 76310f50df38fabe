import { createHash } from 'node:crypto';

/**
 * The careers pages' one stylesheet: the web app's look (system font, slate surfaces, the brand's indigo) without
 * the app's bundle. Light and dark follow the visitor's system setting, as a page without script cannot read the
 * app's stored choice. Contrast pairs meet WCAG AA in both.
 */
export const CAREERS_CSS = `
:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#e2e8f0;--brand:#4338ca;--brand-text:#fff;--link:#4338ca;--soft:#f1f5f9;--soft-text:#334155;--cover:linear-gradient(120deg,#4338ca,#6d28d9);--notice:#fef3c7;--notice-text:#78350f}
@media (prefers-color-scheme:dark){:root{--bg:#020617;--card:#0f172a;--text:#f1f5f9;--muted:#cbd5e1;--line:#1e293b;--brand:#818cf8;--brand-text:#020617;--link:#a5b4fc;--soft:#1e293b;--soft-text:#e2e8f0;--cover:linear-gradient(120deg,#312e81,#4c1d95);--notice:#451a03;--notice-text:#fde68a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue','Noto Sans',Arial,sans-serif;-webkit-text-size-adjust:100%}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem 1rem;z-index:1}
.wrap{max-width:60rem;margin:0 auto;padding:0 1rem}
.cover{display:block;width:100%;height:9rem;object-fit:cover;background:var(--cover)}
@media (min-width:40rem){.cover{height:12rem}}
.company{display:flex;gap:1rem;align-items:flex-start;margin-top:-3rem}
.company>div{padding-top:3rem}
.logo{width:6rem;height:6rem;border-radius:1rem;border:4px solid var(--card);background:var(--card);object-fit:cover;flex:none}
.logo-fallback{display:flex;align-items:center;justify-content:center;font-size:2.25rem;font-weight:700;color:var(--soft-text);background:var(--soft)}
h1,.name{font-size:1.875rem;line-height:1.2;margin:.5rem 0 .25rem;font-weight:700}
article h1{font-size:1.6rem;margin-top:0}
article h2{margin-top:1.5rem}
h2{font-size:1.25rem;margin:0 0 .75rem}
h3{font-size:1.05rem;margin:1.25rem 0 .5rem}
.tagline,.muted{color:var(--muted);margin:0}
.card{background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:1.25rem;margin:1.25rem 0}
.search{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
.field{display:flex;flex-direction:column;gap:.25rem;flex:1 1 12rem;font-size:.875rem;font-weight:600}
input,select,textarea{font:inherit;font-weight:400;color:var(--text);background:var(--card);border:1px solid var(--muted);border-radius:.5rem;padding:.5rem .75rem;min-height:2.5rem}
.button{display:inline-block;font:inherit;font-weight:600;text-decoration:none;background:var(--brand);color:var(--brand-text);border:0;border-radius:.5rem;padding:.55rem 1.1rem;cursor:pointer}
.button.secondary{background:var(--soft);color:var(--soft-text)}
.jobs{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.75rem}
.job{border:1px solid var(--line);border-radius:.75rem;padding:1rem}
.job a{font-weight:600;font-size:1.05rem}
.facts{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:.5rem 0 0}
.facts li{background:var(--soft);color:var(--soft-text);border-radius:999px;padding:.1rem .65rem;font-size:.85rem}
.notice{background:var(--notice);color:var(--notice-text);border-radius:.75rem;padding:.75rem 1rem;font-weight:600}
.layout{display:grid;gap:1.25rem}
@media (min-width:52rem){.layout{grid-template-columns:1fr 17rem;align-items:start}.company{margin-top:-3.5rem}.company>div{padding-top:3.5rem}}
.skills{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin:0}
.skills li{border:1px solid var(--line);border-radius:999px;padding:.1rem .6rem;font-size:.85rem}
.apply{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0 0}
footer{color:var(--muted);font-size:.85rem;padding:2rem 0}
`
  .trim()
  .replace(/\n/g, '');

/** Named by its content, so that it can be cached for good and a changed stylesheet has a new address. */
export const CAREERS_CSS_PATH = `/careers-${createHash('sha256').update(CAREERS_CSS).digest('hex').slice(0, 12)}.css`;
