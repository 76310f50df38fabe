const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it, safe in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * Small typed HTML templates for what the server writes: the public pages and every e-mail. Every value put into
 * `html` is escaped unless it is itself `Html`, made by `html` or, for markup we sanitized, by `trustedHtml`: a value
 * from a company or a visitor can never become markup by mistake.
 */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Interpolation = Html | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value as string | number | boolean));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return new Html(markup);
}

/** Markup that went through the rich-text allow-list: the one way sanitized HTML enters a page or an e-mail. */
export const trustedHtml = (sanitized: string): Html => new Html(sanitized);

/**
 * JSON for a `<script type="application/ld+json">` block: `<` written as `\u003c`, so that no value can close the
 * script element (`</script>`) or open a comment in it; the line separators JavaScript once refused go escaped too.
 */
export function jsonForScript(value: unknown): Html {
  return new Html(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
