/** A read's query as a query string: plain values, empty ones left out (the browser's and the server's). */
export function queryParams(query: object | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params
}
