/**
 * The browser side of the isomorphic reads (src/account/reads.ts, src/content/page.functions.ts): GET a
 * same-origin JSON answer, or `fallback` when the network fails or the answer is not what was asked
 * for. `errorBodies` also takes the JSON body of a 4xx/5xx (a page's 404 is an answer, not a failure).
 */
export async function getJson<A>(
  path: string,
  fallback: A,
  options: { errorBodies?: boolean } = {},
): Promise<A> {
  try {
    const response = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
    const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false
    return response.ok || (options.errorBodies && isJson) ? ((await response.json()) as A) : fallback
  } catch {
    return fallback
  }
}
