import { html, type Html } from '../html/html.js';
import type { OpenApiDocument } from './document.js';

type Operation = OpenApiDocument['paths'][string][string];

const STYLE = `
:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#e2e8f0;--code:#f1f5f9;--get:#047857;--post:#1d4ed8;--put:#b45309;--delete:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#020617;--card:#0f172a;--text:#f1f5f9;--muted:#cbd5e1;--line:#1e293b;--code:#1e293b;--get:#6ee7b7;--post:#93c5fd;--put:#fcd34d;--delete:#fca5a5}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.75rem;margin:0 0 .25rem}h2{font-size:1.3rem;margin:2rem 0 .75rem}
p{margin:.25rem 0}a{color:inherit}
.muted{color:var(--muted)}
section.call{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:.75rem 0}
h3{margin:0;font-size:1rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
h3 code{overflow-wrap:anywhere}
.method{font:700 .8rem/1.6 ui-monospace,monospace;padding:0 .4rem;border:1px solid currentColor;border-radius:.25rem}
.get{color:var(--get)}.post{color:var(--post)}.put{color:var(--put)}.delete{color:var(--delete)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem}
pre{background:var(--code);padding:.75rem;border-radius:.375rem;overflow-x:auto;margin:.5rem 0}
details{margin-top:.5rem}summary{cursor:pointer}
ul{padding-left:1.25rem;margin:.25rem 0}
`;

const schemaText = (schema: unknown) => JSON.stringify(schema, null, 2);

function callOf(path: string, method: string, operation: Operation): Html {
  const body = 'requestBody' in operation ? operation.requestBody : undefined;
  return html`<section class="call" id="${operation.operationId}">
    <h3><span class="method ${method}">${method.toUpperCase()}</span><code>${path}</code></h3>
    <p>${operation.summary}</p>
    <p class="muted">${operation.description}</p>
    ${
      operation.parameters.length > 0 &&
      html`<ul>
        ${operation.parameters.map(
          (parameter) =>
            html`<li><code>${parameter.name}</code> in ${parameter.in}${parameter.required ? ', required' : ''}</li>`,
        )}
      </ul>`
    }
    ${
      body &&
      html`<details>
        <summary>Payload${body.required ? '' : ' (may be left out)'}</summary>
        <pre>${schemaText(body.content['application/json'].schema)}</pre>
      </details>`
    }
    ${Object.entries(operation.responses).map(
      ([status, answer]) =>
        html`<details>
          <summary>${status}: ${answer.description}</summary>
          ${Object.entries(answer.content).map(
            ([type, { schema }]) =>
              html`${type === 'application/json' ? '' : html`<p>${type}</p>`}
                <pre>${schemaText(schema)}</pre>`,
          )}
        </details>`,
    )}
  </section>`;
}

/** The reference a person reads: every declared call by noun, written by the server alone, no script. */
export function referencePage(document: OpenApiDocument): string {
  const calls = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title} reference</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>${document.info.title}</h1>
          <p>${document.info.summary}</p>
          <p class="muted">
            A signed-in call sends the session token in the <code>Authorization</code> header. A refused call answers
            <code>{ status, error, fields? }</code>. The same reference as OpenAPI 3.1:
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </p>
          ${document.tags.map(
            (tag) =>
              html`<h2 id="${tag.name.toLowerCase()}">${tag.name}</h2>
                ${calls
                  .filter(({ operation }) => operation.tags.includes(tag.name))
                  .map(({ path, method, operation }) => callOf(path, method, operation))}`,
          )}
        </main>
      </body>
    </html>`.markup;
}
