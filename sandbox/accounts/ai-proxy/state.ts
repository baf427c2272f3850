/**
 * The AI proxy's run-time state, per server: which providers are up (a test switch) and how many
 * generations started, completed or were abandoned by their caller (so a test can prove that an
 * abandoned request stops its work), and whether generations are held (until released, or until their caller leaves).
 */
import { errors } from '../core/http.ts'

export const providers = ['openai', 'stability'] as const
export type Provider = (typeof providers)[number]

/** 400/2012 for a malformed name, 400/1004 for a well-formed one we do not proxy. */
export function parseProvider(value: string): Provider {
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(value)) throw errors.invalidParameters(`Invalid provider: ${value}`)
  if (!(providers as ReadonlyArray<string>).includes(value))
    throw errors.invalidValue(`Unknown provider: ${value}`)
  return value as Provider
}

export function createAiState() {
  const unavailable = new Set<Provider>()
  const counts = { started: 0, completed: 0, aborted: 0 }
  let held = false
  const waiting = new Set<() => void>()
  const release = () => {
    for (const go of waiting) go()
    waiting.clear()
  }
  return {
    isAvailable: (provider: Provider) => !unavailable.has(provider),
    setAvailable(provider: Provider, available: boolean) {
      if (available) unavailable.delete(provider)
      else unavailable.add(provider)
    },
    availability: () => Object.fromEntries(providers.map((p) => [p, !unavailable.has(p)])),
    counts,
    /** A test switch: held, a generation waits until it is released or its caller leaves. */
    get held() {
      return held
    },
    hold(value: boolean) {
      held = value
      if (!held) release()
    },
    /** Resolves when the hold is lifted; rejects when `signal` aborts first. */
    released(signal: AbortSignal): Promise<void> {
      return new Promise((resolve, reject) => {
        const go = () => {
          signal.removeEventListener('abort', leave)
          resolve()
        }
        const leave = () => {
          waiting.delete(go)
          reject(signal.reason)
        }
        if (signal.aborted) return reject(signal.reason)
        waiting.add(go)
        signal.addEventListener('abort', leave, { once: true })
      })
    },
    reset() {
      held = false
      release()
      unavailable.clear()
      counts.started = 0
      counts.completed = 0
      counts.aborted = 0
    },
  }
}

export type AiState = ReturnType<typeof createAiState>
