/**
 * HTML written by template, every interpolated text escaped unless it is already HTML: a page
 * cannot be made to run a script by a customs code, a shipping mark or an API message.
 */
export class Html {
  constructor(readonly text: string) {}
}

export type Content = Html | string | number | null | undefined | false | readonly Content[];

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function written(content: Content): string {
  if (content === null || content === undefined || content === false) return '';
  if (content instanceof Html) return content.text;
  if (Array.isArray(content)) return content.map(written).join('');
  return escapeHtml(String(content));
}

export function html(strings: TemplateStringsArray, ...values: readonly Content[]): Html {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    text += written(value) + (strings[i + 1] ?? '');
  });
  return new Html(text);
}

/** A link's query: the page's language is carried along, blank values left out. */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.append(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
