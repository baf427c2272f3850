/**
 * Test controls under `/__sandbox/ai-proxy` (loopback only, like the faults): switch a provider off
 * (its generations answer 503), hold generations (until released, or until their caller leaves), and
 * read the generation counters.
 */
import { flag, optionalParam } from '../core/body.ts'
import { errors, json, noContent } from '../core/http.ts'
import type { Router } from '../core/router.ts'
import { type AiState, parseProvider, providers } from './state.ts'

export function registerControls(router: Router, state: AiState): void {
  const availability = () => json(200, { providers: state.availability() })

  router.add('__sandbox', { method: 'GET', path: '/ai-proxy/provider', auth: 'none', handler: availability })

  router.add('__sandbox', {
    method: 'POST',
    path: '/ai-proxy/provider',
    auth: 'none',
    handler: ({ body }) => {
      if (body.available === undefined) throw errors.missingParameters(['available'])
      const name = optionalParam(body, 'provider')
      for (const provider of name ? [parseProvider(name)] : providers) {
        state.setAvailable(provider, flag(body, 'available'))
      }
      return availability()
    },
  })

  router.add('__sandbox', {
    method: 'POST',
    path: '/ai-proxy/hold',
    auth: 'none',
    handler: ({ body }) => {
      if (body.held === undefined) throw errors.missingParameters(['held'])
      state.hold(flag(body, 'held'))
      return json(200, { held: state.held })
    },
  })

  router.add('__sandbox', {
    method: 'GET',
    path: '/ai-proxy/generations',
    auth: 'none',
    handler: () => json(200, { ...state.counts }),
  })

  router.add('__sandbox', {
    method: 'POST',
    path: '/ai-proxy/reset',
    auth: 'none',
    handler: () => {
      state.reset()
      return noContent()
    },
  })
}
