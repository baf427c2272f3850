/**
 * Runs `task` once the browser has shown the server's HTML: after the first contentful paint is
 * reported (the Paint Timing entry arrives once the frame is on screen) and the page's priority images
 * (`fetchpriority=high`, the hero that is its largest paint) have loaded and had a frame to paint in.
 * The client entry starts loading and running the framework from here, so the first and largest paints
 * never share the network or the main thread with it (docs/decisions/133).
 * - A hidden tab paints nothing: the task runs at once.
 * - If no paint is reported within `fallbackMs` (a tab hidden while loading, a browser without Paint
 *   Timing), it runs anyway: the page must never stay inert. It is long on purpose: a busy phone can
 *   take seconds to paint, and starting before the paint is what this waits to avoid.
 */
export function afterFirstPaint(task: () => void, fallbackMs = 10_000): void {
  // Whichever comes first starts it; the other finds it started.
  let started = false
  const start = () => {
    if (!started) {
      started = true
      task()
    }
  }
  setTimeout(start, document.hidden ? 0 : fallbackMs)
  // Paint entries come once per page: first-paint, then first-contentful-paint.
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint')[0]) return
    // decode() settles once the image has loaded (and failed images settle too).
    const images = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')
    void Promise.allSettled([...images].map((image) => image.decode())).then(() =>
      requestAnimationFrame(() => setTimeout(start, 0)),
    )
  }).observe({ type: 'paint', buffered: true })
}
