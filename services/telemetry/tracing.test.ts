import { Context, Data, Effect, Exit, Option, Tracer } from 'effect'
import { describe, expect, it } from 'vitest'
import { requestIdAttribute, upstreamCall, upstreamService } from './attributes.ts'
import { requestScope } from './request.ts'
import { registry } from './site.ts'
import { observed, observingTracer } from './tracing.ts'

class Refused extends Data.TaggedError('InvalidAccessToken')<{
  readonly status: number
  readonly code: number
}> {}

const call = (name: string, outcome: Effect.Effect<string, Refused>) =>
  outcome.pipe(Effect.withSpan(name, { attributes: { [upstreamService]: 'identity', [upstreamCall]: name } }))

describe('the spans of upstream calls', () => {
  it('end as a count by service, call, result and error code, and a latency', async () => {
    await requestScope.run({ id: 'req-test-0001' }, () =>
      Effect.runPromiseExit(
        observed(call('identity.getMeTest', Effect.fail(new Refused({ status: 401, code: 2002 })))),
      ),
    )
    await Effect.runPromise(observed(call('identity.getMeTest', Effect.succeed('ana'))))
    const text = registry.render()
    expect(text).toContain(
      'pulsewave_upstream_calls_total{service="identity",call="identity.getMeTest",result="InvalidAccessToken",code="2002"} 1',
    )
    expect(text).toContain(
      'pulsewave_upstream_calls_total{service="identity",call="identity.getMeTest",result="ok",code=""} 1',
    )
    expect(text).toMatch(
      /pulsewave_upstream_call_duration_seconds_count\{service="identity",call="identity.getMeTest"\} 2/,
    )
  })

  it('carry the request id, under the request’s server span', async () => {
    const ended: Tracer.Span[] = []
    const recording = Tracer.make({
      span: (options) => {
        const span = new Tracer.NativeSpan(options)
        const end = span.end.bind(span)
        span.end = (time, exit) => {
          end(time, exit)
          ended.push(span)
        }
        return span
      },
    })
    const server = recording.span({
      name: 'GET account',
      parent: Option.none(),
      annotations: Context.empty(),
      links: [],
      startTime: 0n,
      kind: 'server',
      root: true,
      sampled: true,
    })
    const exit = await Effect.runPromiseExit(
      observed(
        call('identity.getProfileTest', Effect.succeed('ok')),
        { id: 'req-test-0002', span: server },
        observingTracer(recording),
      ),
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    const span = ended.find((s) => s.name === 'identity.getProfileTest')
    expect(span?.attributes.get(requestIdAttribute)).toBe('req-test-0002')
    expect(Option.getOrUndefined(span!.parent)?.spanId).toBe(server.spanId)
    expect(span?.traceId).toBe(server.traceId)
  })
})
