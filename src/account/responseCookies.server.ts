/**
 * Set-Cookie values a server render adds to its response, each once: the header, the screen's read and
 * the notifications (decision 278) may share one renewal and so carry the same cookies.
 */
const sent = new WeakMap<Request, Set<string>>()

export function appendCookiesOnce(
  request: Request,
  cookies: ReadonlyArray<string>,
  append: (name: 'set-cookie', value: string) => void,
): void {
  const already = sent.get(request) ?? new Set<string>()
  sent.set(request, already)
  for (const cookie of cookies) {
    if (already.has(cookie)) continue
    already.add(cookie)
    append('set-cookie', cookie)
  }
}
