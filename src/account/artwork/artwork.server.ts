/**
 * AI artwork on the server: the provider's status for the customer (the page's read), and image
 * generation. Generation runs as long as the browser waits: when its request is aborted (the customer
 * cancelled or left), the effect is interrupted and the HTTP core aborts the upstream call too.
 */
import { Effect } from 'effect'
import { defaultProvider, type GeneratedImage } from '../../../models/accounts/ai.ts'
import { checkArtwork } from '../../../models/accounts/aiRules.ts'
import { AiProxy } from '../../../services/accounts/ai-proxy/AiProxy.ts'
import { NetworkError } from '../../../services/accounts/http/errors.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { accountPost, answerOf } from '../kit/answer.server.ts'
import { field } from '../kit/command.server.ts'
import { accountContext } from '../kit/context.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import type { Artwork, ArtworkStatus } from './types.ts'

const artworkRead = read(async ({ customer }) =>
  readOf(
    await customer(AiProxy.use((ai) => ai.getProviderStatus(defaultProvider))),
    (status): ArtworkStatus => ({
      provider: status.provider,
      eligible: status.eligibility.generate_images,
      reason: status.eligibility.reason ?? undefined,
    }),
  ),
)

export const reads = { artwork: artworkRead }
export const commands = {}

/** Fails (a typed error, so nothing is logged as a defect) as soon as `signal` aborts; the race interrupts the call. */
export const untilAborted =
  (signal: AbortSignal) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | NetworkError, R> =>
    Effect.raceFirst(
      effect,
      Effect.callback<never, NetworkError>((resume) => {
        const abandon = () =>
          resume(
            Effect.fail(
              new NetworkError({ service: 'site', method: 'POST', path: 'artwork', detail: 'abandoned' }),
            ),
          )
        if (signal.aborted) return abandon()
        signal.addEventListener('abort', abandon, { once: true })
        return Effect.sync(() => signal.removeEventListener('abort', abandon))
      }),
    )

function artworkOf(image: GeneratedImage, created: number): Artwork | undefined {
  const fileName = `artwork-${created}.png`
  if (image.b64_image) return { src: `data:image/png;base64,${image.b64_image}`, fileName }
  if (image.image_url && /^https?:\/\//i.test(image.image_url)) return { src: image.image_url, fileName }
  return undefined
}

const back = '/account/artwork'

/**
 * `POST /api/account/artwork/generate` (prompt, resolution): the image, or the typed failure, as JSON for
 * the page's machine.
 */
export function generateResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  return accountPost(platform, request, back, async (form) => {
    const checked = checkArtwork(field(form, 'prompt'), field(form, 'resolution') || '1024x1024')
    if (typeof checked === 'number') {
      return { answer: { kind: 'refused', failure: { _tag: 'ApiError', status: 400, code: checked } } }
    }
    const outcome = await accountContext(platform, request).customer(
      AiProxy.use((ai) =>
        ai.generateImage({ ...checked, provider: defaultProvider, responseFormat: 'b64_json' }),
      ).pipe(untilAborted(request.signal)),
    )
    return answerOf(outcome, (image) => {
      const artwork = artworkOf(image, image.created ?? Math.floor(Date.now() / 1000))
      return artwork
        ? { kind: 'done', done: 'generateArtwork', value: artwork }
        : { kind: 'problem', failure: { _tag: 'DecodeError' } }
    })
  })
}
