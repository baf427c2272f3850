/**
 * The origins of the Studio (SANITY_STUDIO_URL) that may frame preview pages. A local Studio is
 * reached as localhost or 127.0.0.1, so both names of a loopback address count.
 */
export function studioOrigins(studioUrl: string | undefined): ReadonlyArray<string> {
  if (!studioUrl) return []
  const url = new URL(studioUrl)
  const loopback = ['localhost', '127.0.0.1']
  if (!loopback.includes(url.hostname)) return [url.origin]
  return loopback.map((hostname) => {
    const other = new URL(url)
    other.hostname = hostname
    return other.origin
  })
}
