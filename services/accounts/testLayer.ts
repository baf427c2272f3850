/**
 * The one test double for every account service: a layer that answers with the methods a test
 * provides, and fails loudly (a defect naming the service and the method) when anything else is called,
 * so a test cannot pass by accident through a call it did not expect.
 */
import { type Context, Effect, Layer } from 'effect'

export function testLayer<I, S extends object>(tag: Context.Key<I, S>, methods: Partial<S>): Layer.Layer<I> {
  const unexpected = (name: string) => () =>
    Effect.die(new Error(`${tag.key}.${name} was called but the test did not provide it`))
  const service = new Proxy(methods, {
    get: (target, key) =>
      typeof key === 'string' && !(key in target) ? unexpected(key) : target[key as keyof typeof target],
  }) as S
  return Layer.succeed(tag, service)
}
