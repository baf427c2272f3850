/**
 * Where the identity pages may send a browser: loopback hosts on any port (local development and
 * tests) plus the exact origins of `ACCOUNTS_ALLOWED_ORIGINS`. Anything else is never redirected to.
 */
const loopback = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^127(\.\d{1,3}){3}$/.test(hostname)

/** A checker for absolute http(s) addresses; addresses with user info are always refused. */
export function createAllowList(origins: ReadonlyArray<string>): (address: string) => boolean {
  const allowed = new Set(origins)
  return (address) => {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      return false
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    if (url.username || url.password) return false
    return loopback(url.hostname) || allowed.has(url.origin)
  }
}
