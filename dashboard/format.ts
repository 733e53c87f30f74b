// How an answer is shown: pretty JSON or XML beside the raw text, and a curl line that asks it again.

/** The answer pretty-printed: JSON indented, XML one element a line; `null` when neither parses. */
export function pretty(body: string, contentType: string): string | null {
  if (/json/i.test(contentType) || /^\s*[[{]/.test(body)) {
    try {
      return JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      return null;
    }
  }
  if (/xml/i.test(contentType) || /^\s*<\?xml/.test(body)) {
    const document = new DOMParser().parseFromString(body, 'application/xml');
    if (document.querySelector('parsererror')) return null;
    return prettyXml(document.documentElement, 0);
  }
  return null;
}

/** An element and its children, indented by two spaces a level. */
function prettyXml(element: Element, depth: number): string {
  const pad = '  '.repeat(depth);
  const attributes = [...element.attributes].map((a) => ` ${a.name}="${escapeXml(a.value)}"`).join('');
  const children = [...element.children];
  const text = element.textContent ?? '';
  if (children.length === 0) {
    return text === ''
      ? `${pad}<${element.tagName}${attributes}/>`
      : `${pad}<${element.tagName}${attributes}>${escapeXml(text)}</${element.tagName}>`;
  }
  const inner = children.map((child) => prettyXml(child, depth + 1)).join('\n');
  return `${pad}<${element.tagName}${attributes}>\n${inner}\n${pad}</${element.tagName}>`;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The query parameters that carry a key: shown as a placeholder, never as sent. */
const KEY_PARAMETERS = new Set(['appid', 'api_key', 'apikey', 'key']);

/** What a curl line shows instead of a key. */
const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The request's query with every key replaced by `***` (the log masks it already; so does the page). */
export function maskedQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => `${name}=${KEY_PARAMETERS.has(name.toLowerCase()) ? '***' : value}`)
    .join('&');
}

/** A shell word in single quotes. */
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The curl line that asks this server the logged request again: its method, path and query, the
 * key as {@link KEY_PLACEHOLDER}.
 */
export function curlLine(method: string, url: string, origin: string): string {
  const parsed = new URL(url);
  const search = new URLSearchParams(parsed.search);
  for (const name of [...search.keys()]) {
    if (KEY_PARAMETERS.has(name.toLowerCase())) search.set(name, KEY_PLACEHOLDER);
  }
  const query = search.toString().replaceAll('%2C', ',');
  const target = `${origin}${parsed.pathname}${query === '' ? '' : `?${query}`}`;
  return `curl -i ${method === 'GET' ? '' : `-X ${method} `}${quote(target)}`;
}
