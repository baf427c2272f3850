/**
 * Code-split components that render synchronously once loaded. The shell's loader awaits `preload`
 * before rendering (server render and client navigation), so nothing suspends there; during
 * hydration an unloaded chunk suspends only its own boundary, which keeps the server HTML until the
 * chunk arrives. That keeps blocks out of the initial JavaScript (decision 032).
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
    pending ??= load().then((m) => {
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
