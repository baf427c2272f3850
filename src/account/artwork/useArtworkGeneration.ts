/**
 * Binds the artwork form to `artworkGenerationMachine`: the submit POSTs the form to the generation
 * route and waits; Cancel stops the machine's actor, whose signal aborts the request (the site then
 * aborts the upstream call). Views read tags and `can`, never state names. The machine arrives after
 * hydration (decision 261): a submit before then waits for it (the form has no server action).
 */
import type { FormEvent } from 'react'
import type { GenerationResult } from '../../../machines/account/artworkGeneration.ts'
import { postForm } from '../kit/post.ts'
import { readyMark, useLazyActor } from '../kit/useLazyActor.ts'
import { type Artwork, generateAction } from './types.ts'

async function generate(input: FormData, signal: AbortSignal): Promise<GenerationResult> {
  const answer = await postForm<Artwork>(generateAction, input, signal)
  if (!answer.ok) return answer
  return answer.value ? { ok: true, artwork: answer.value } : { ok: false, failure: { _tag: 'DecodeError' } }
}

export function useArtworkGeneration() {
  const { snapshot: state, send } = useLazyActor(async ({ fromPromise }) => {
    const { artworkGenerationMachine } = await import('../../../machines/account/artworkGeneration.ts')
    return artworkGenerationMachine.provide({
      actors: { generate: fromPromise(({ input, signal }) => generate(input, signal)) },
    })
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'user.generate', input: new FormData(event.currentTarget) })
  }
  return {
    onSubmit,
    mark: readyMark(state !== undefined),
    // Before the machine runs: its first state, `idle`.
    canGenerate: state?.can({ type: 'user.generate', input: new FormData() }) ?? true,
    busy: state?.hasTag('busy') ?? false,
    cancelled: state?.hasTag('cancelled') ?? false,
    artwork: state?.hasTag('done') ? state.context.artwork : undefined,
    failure: state?.hasTag('failed') ? state.context.failure : undefined,
    cancel: () => send({ type: 'user.cancel' }),
    retry: () => send({ type: 'user.retry' }),
  }
}

export type ArtworkGeneration = ReturnType<typeof useArtworkGeneration>
