/**
 * AI artwork on the server: the provider's status for the customer (the page's read), and image
 * generation. Generation runs as long as the browser waits: when its request is aborted (the customer
 * cancelled or left), the effect is interrupted and the HTTP core aborts the upstream call too.
 */
import { Effect } from 'effect'
import { checkArtwork, defaultProvider, type GeneratedImage } from '../../../models/accounts/ai.ts'
import { AiProxy } from '../../../services/accounts/ai-proxy/AiProxy.ts'
import { NetworkError } from '../../../services/accounts/http/errors.ts'
import { isSameSite } from '../../identity/context.server.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { field } from '../commands.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { Artwork, ArtworkStatus, ArtworkStatusRead, GenerationOutcome } from './types.ts'

export async function artworkRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<ArtworkStatusRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    AiProxy.use((ai) => ai.getProviderStatus(credentials, defaultProvider)),
  )
  return readOf(
    outcome,
    (status): ArtworkStatus => ({
      provider: status.provider,
      eligible: status.eligibility.generate_images,
      reason: status.eligibility.reason ?? undefined,
    }),
  )
}

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

const json = (status: number, body: GenerationOutcome) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })

/** `POST /api/account/artwork/generate` (prompt, resolution): the image as JSON, or the typed failure. */
export async function generateResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const form = await request.formData().catch(() => new FormData())
  const checked = checkArtwork(field(form, 'prompt'), field(form, 'resolution') || '1024x1024')
  if (typeof checked === 'number') {
    return json(400, { ok: false, failure: { _tag: 'ApiError', status: 400, code: checked } })
  }
  const outcome = await forCustomer(platform, request, (credentials) =>
    AiProxy.use((ai) =>
      ai.generateImage(credentials, { ...checked, provider: defaultProvider, responseFormat: 'b64_json' }),
    ).pipe(untilAborted(request.signal)),
  )
  outcome.deliver()
  const headers = (response: Response) => {
    for (const cookie of outcome.cookies) response.headers.append('set-cookie', cookie)
    return response
  }
  if (!outcome.signedIn)
    return headers(json(401, { ok: false, failure: { _tag: 'AccessDenied' }, signedOut: true }))
  const { result } = outcome
  if (!result.ok) return headers(json(200, { ok: false, failure: result.failure }))
  const artwork = artworkOf(result.value, result.value.created ?? Math.floor(Date.now() / 1000))
  return headers(json(200, artwork ? { ok: true, artwork } : { ok: false, failure: { _tag: 'DecodeError' } }))
}
