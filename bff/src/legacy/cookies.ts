/** The legacy's cookies as kept in the sealed session: name to value. */
export type CookieJar = Record<string, string>;

/** Each jar's header, made once: a jar is never changed in place (a change makes a new jar). */
const headers = new WeakMap<CookieJar, string | null>();

/** The Cookie header for a legacy call, values as the legacy set them. */
export function cookieHeader(jar: CookieJar): string | undefined {
  let header = headers.get(jar);
  if (header === undefined) {
    const pairs = Object.entries(jar).map(([name, value]) => `${name}=${value}`);
    header = pairs.length ? pairs.join('; ') : null;
    headers.set(jar, header);
  }
  return header ?? undefined;
}

/**
 * Applies each Set-Cookie the legacy answered with (read one by one, never merged) to a jar.
 * A cookie that is cleared (empty value, Max-Age=0 or an expiry in the past) leaves the jar.
 * Returns a new jar, or the same one when nothing changed.
 */
export function applySetCookies(jar: CookieJar, setCookies: readonly string[], now = Date.now()): CookieJar {
  let next = jar;
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let cleared = value === '' || value === 'deleted';
    for (const attribute of attributes) {
      const [key = '', v = ''] = attribute.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'max-age' && Number(v) <= 0) cleared = true;
      if (key.toLowerCase() === 'expires' && Date.parse(v) < now) cleared = true;
    }
    if (cleared) {
      if (name in next) {
        const { [name]: _gone, ...rest } = next;
        next = rest;
      }
    } else if (next[name] !== value) {
      next = { ...next, [name]: value };
    }
  }
  return next;
}
