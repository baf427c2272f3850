/**
 * Binds the artwork form to `artworkGenerationMachine`: the submit POSTs the form to the generation
 * route and waits; Cancel stops the machine's actor, whose signal aborts the request (the site then
 * aborts the upstream call). Views read tags and `can`, never state names.
 */
import { useMachine } from '@xstate/react'
import type { FormEvent } from 'react'
import { fromPromise } from 'xstate'
import {
  artworkGenerationMachine,
  type GenerationResult,
} from '../../../machines/account/artworkGeneration.ts'
import { postForm } from '../kit/post.ts'
import { type Artwork, generateAction } from './types.ts'

async function generate(input: FormData, signal: AbortSignal): Promise<GenerationResult> {
  const answer = await postForm<Artwork>(generateAction, input, signal)
  if (!answer.ok) return answer
  return answer.value ? { ok: true, artwork: answer.value } : { ok: false, failure: { _tag: 'DecodeError' } }
}

export function useArtworkGeneration() {
  const [state, send] = useMachine(
    artworkGenerationMachine.provide({
      actors: { generate: fromPromise(({ input, signal }) => generate(input, signal)) },
    }),
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'user.generate', input: new FormData(event.currentTarget) })
  }
  return {
    onSubmit,
    canGenerate: state.can({ type: 'user.generate', input: new FormData() }),
    busy: state.hasTag('busy'),
    cancelled: state.hasTag('cancelled'),
    artwork: state.hasTag('done') ? state.context.artwork : undefined,
    failure: state.hasTag('failed') ? state.context.failure : undefined,
    cancel: () => send({ type: 'user.cancel' }),
    retry: () => send({ type: 'user.retry' }),
  }
}

export type ArtworkGeneration = ReturnType<typeof useArtworkGeneration>
