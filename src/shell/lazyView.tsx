/**
 * Code-split components that render synchronously once loaded. The shell's loader awaits `preload`
 * before rendering (server render and client navigation), so nothing suspends there; during
 * hydration an unloaded chunk suspends only its own boundary, which keeps the server HTML until the
 * chunk arrives. That keeps blocks out of the initial JavaScript (decision 032).
 *
 * A chunk that fails to load while the page hydrates is suppressed by chunk recovery (spec §8; the
 * import then yields nothing): the boundary stays suspended, so the server HTML stays in place, and the
 * next attempt loads afresh (after hydration a failure reloads the page, src/browser/chunkErrors.ts).
 */
import { type ComponentType, Suspense, use } from 'react'

export interface LazyView<P> {
  readonly preload: () => Promise<unknown>
  readonly View: ComponentType<P>
}

export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then((m: { default: ComponentType<P> } | undefined) => {
      if (!m) {
        pending = undefined
        return new Promise<ComponentType<P>>(() => {})
      }
      loaded = m.default
      return m.default
    })
    return pending
  }
  function Loaded(props: P) {
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }
  function View(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return { preload, View }
}
