/**
 * The source of Vite's `__vitePreload` for the client build, as the site's pass-through plugin in
 * vite.config.ts loads it (decision 032): no preloading, but a failed dynamic import still reports
 * `vite:preloadError` on window exactly as Vite's own helper does (cancelable, the error as `payload`,
 * rethrown unless prevented), because chunk-load recovery listens for it (docs/decisions/041).
 */
export const preloadHelperSource = `export const __vitePreload = (factory) => factory().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true })
  event.payload = error
  dispatchEvent(event)
  if (!event.defaultPrevented) throw error
})`
