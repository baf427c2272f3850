/**
 * Only http and https leave the site (spec §5). Same rule as models/content/links.ts, which views
 * cannot import at run time: that module pulls in Effect Schema (decision 006).
 */
export function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
