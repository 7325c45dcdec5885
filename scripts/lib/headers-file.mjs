/**
 * The `_headers` file of Netlify and Cloudflare Pages: a URL pattern on its own line, then indented
 * `Name: value` lines. `*` in a pattern matches any run of characters. Every rule whose pattern matches a path
 * applies; a header set by more than one rule is joined with ", " as both hosts do.
 */

/** @returns {{ pattern: string, headers: [string, string][] }[]} */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0 || !rules.length) throw new Error(`_headers: cannot read "${line.trim()}"`);
    rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const escape = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const matcher = (pattern) => new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`);

/** The headers a host sends for `pathname`, in file order. */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const rule of rules) {
    if (!matcher(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out.set(key, out.has(key) ? `${out.get(key)}, ${value}` : value);
    }
  }
  return out;
}
