import { DEFAULT_BRAND_COLOR, darkThemeAccent } from '../../shared/brand.js';
import { POWERED_BY } from '../../shared/powered-by.js';
import { html, trustedHtml } from '../html/html.js';
import type { CompanyBrand } from './brand.js';

/**
 * Mail from the app itself (to a company's members, or a candidate's account code with no company behind it) wears
 * this neutral look, which names nobody: a candidate may never have heard of the product.
 */
const NEUTRAL: LayoutLook = {
  name: null,
  color: DEFAULT_BRAND_COLOR,
  darkAccent: darkThemeAccent(DEFAULT_BRAND_COLOR),
  logoUrl: null,
  footer: null,
};

interface LayoutLook {
  /** Shown at the top as text, so that the message says whom it is from with images off. */
  name: string | null;
  color: string;
  darkAccent: string;
  /** Absolute: a mail client fetches it from our origin. Its alternative text is the company's name. */
  logoUrl: string | null;
  footer: string | null;
}

/** A company's look in its e-mails; `null` is the app's own. */
function lookOf(brand: CompanyBrand | null, appUrl: string): LayoutLook {
  if (!brand) return NEUTRAL;
  return {
    name: brand.name,
    color: brand.color,
    darkAccent: brand.darkAccent,
    logoUrl: brand.logoPath && `${appUrl}${brand.logoPath}`,
    footer: brand.showPoweredBy ? POWERED_BY : null,
  };
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Colours the links of a sanitized body with the brand's colour, and makes a paragraph that holds one link alone a
 * button. The body comes from the rich-text allow-list, whose output writes each link as `<a href="…" …>`; the
 * colours are validated `#rrggbb`, so nothing here can carry markup of a sender's.
 */
function styledBody(sanitized: string, look: LayoutLook): string {
  const button =
    `display:inline-block;background-color:${look.color};color:#ffffff;font-weight:600;text-decoration:none;` +
    'padding:12px 20px;border-radius:8px;mso-padding-alt:0';
  return sanitized
    .replace(
      /<p><a ([^>]*)>([^<]*)<\/a><\/p>/g,
      `<p style="margin:24px 0"><a $1 class="button" style="${button}">$2</a></p>`,
    )
    .replace(/<a (?![^>]*class="button")/g, `<a class="link" style="color:${look.color};text-decoration:underline" `)
    .replace(/<p>/g, '<p style="margin:0 0 16px">');
}

/**
 * Every e-mail's HTML and text as it is sent: its body, sanitized, inside one small table layout with inline styles,
 * which Gmail, Outlook and Apple Mail all draw; the sender's name as text at the top beside its logo (so that images
 * off still says who writes), the brand's colour on the top rule, links and buttons; the "powered by" line when the
 * company keeps it. Dark-mode clients that honour `prefers-color-scheme` get the dark page and the lifted accent; those
 * that invert colours find explicit colours everywhere.
 */
export function laidOut(
  body: { html: string; text: string; subject: string },
  brand: CompanyBrand | null,
  appUrl: string,
): { html: string; text: string } {
  const look = lookOf(brand, appUrl);
  const dark = `@media (prefers-color-scheme:dark){.page{background-color:#020617!important}.card{background-color:#0f172a!important}.text,.name{color:#f1f5f9!important}.muted{color:#cbd5e1!important}.link{color:${look.darkAccent}!important}}`;
  const markup = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>${body.subject}</title>
        <style>
          ${trustedHtml(dark)}
        </style>
      </head>
      <body class="page" style="margin:0;padding:0;background-color:#f1f5f9;">
        <table
          role="presentation"
          class="page"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="background-color:#f1f5f9;"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                class="card"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="max-width:600px;background-color:#ffffff;border-top:4px solid ${look.color};border-radius:8px;"
              >
                ${
                  look.name !== null &&
                  html`<tr>
                    <td style="padding:24px 24px 8px;">
                      <table role="presentation" cellpadding="0" cellspacing="0" border="0">
                        <tr>
                          ${
                            look.logoUrl &&
                            html`<td style="padding-right:12px;vertical-align:middle;">
                              <img
                                src="${look.logoUrl}"
                                alt="${look.name ?? ''}"
                                width="48"
                                height="48"
                                style="display:block;width:48px;height:48px;border-radius:8px;background-color:#ffffff;border:0;font:600 12px ${FONT};color:#0f172a;"
                              />
                            </td>`
                          }
                          <td class="name" style="vertical-align:middle;font:700 20px/1.3 ${FONT};color:#0f172a;">
                            ${look.name}
                          </td>
                        </tr>
                      </table>
                    </td>
                  </tr>`
                }
                <tr>
                  <td
                    class="text"
                    style="padding:${look.name === null ? '24px' : '16px 24px 24px'};font:16px/1.6 ${FONT};color:#0f172a;word-break:break-word;"
                  >
                    ${trustedHtml(styledBody(body.html, look))}
                  </td>
                </tr>
              </table>
              ${
                look.footer &&
                html`<p class="muted" style="margin:16px 0 0;font:12px/1.5 ${FONT};color:#475569;">${look.footer}</p>`
              }
            </td>
          </tr>
        </table>
      </body>
    </html>`.markup;
  const text = [look.name, body.text, look.footer].filter(Boolean).join('\n\n');
  return { html: markup, text };
}
