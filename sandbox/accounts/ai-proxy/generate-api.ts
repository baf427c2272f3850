/**
 * `POST /api/v1/images/generate` (spec §7): checks, then a realistic wait, then a deterministic PNG as
 * base64 or as an address the stand-in serves. A caller that hangs up stops the work: the wait is
 * cancelled and nothing is rendered or stored (decision 089).
 */
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { optionalParam, requireParams } from '../core/body.ts'
import { errors, json, MessageError, messages, notFound, type Reply } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { defaultAiDelayMs } from './config.ts'
import { eligibility } from './eligibility.ts'
import { isResolution, renderImage, resolutions } from './image.ts'
import { type AiState, parseProvider } from './state.ts'

export const aiImagesSchema = `
CREATE TABLE IF NOT EXISTS ai_images (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, png BLOB NOT NULL, created_at INTEGER NOT NULL
);
`

/** Seconds an `image_url` answers, like the short-lived links of image providers. */
export const imageUrlLifetime = 3600
const maxPromptLength = 1000
const responseFormats = ['b64_json', 'url'] as const

/** Nobody reads it (the caller is gone); it only ends the handler without reporting a failure. */
const abandoned: Reply = { status: 499 }

export function registerGenerateApi(router: Router, context: CoreContext, state: AiState): void {
  const { db } = context
  const delayMs = context.config.aiDelayMs ?? defaultAiDelayMs

  router.add('ai-proxy', {
    method: 'POST',
    path: '/api/v1/images/generate',
    auth: 'bearer',
    handler: async ({ body, userId, baseUrl, signal }) => {
      const { prompt, provider: name } = requireParams(body, ['prompt', 'provider'])
      if (prompt.length > maxPromptLength) {
        throw errors.invalidParameters(`prompt must be at most ${maxPromptLength} characters`)
      }
      const provider = parseProvider(name)
      const resolution = optionalParam(body, 'resolution') ?? '1024x1024'
      if (!isResolution(resolution)) {
        throw errors.invalidParameters(`resolution must be one of ${resolutions.join(', ')}`)
      }
      const format = optionalParam(body, 'response_format') ?? 'b64_json'
      if (!(responseFormats as ReadonlyArray<string>).includes(format)) {
        throw errors.invalidParameters(`response_format must be one of ${responseFormats.join(', ')}`)
      }
      const allowed = eligibility(db, userId!, true)
      if (!allowed.generate_images)
        throw errors.accessDenied(`Not eligible to generate images: ${allowed.reason}`)
      if (!state.isAvailable(provider)) throw new MessageError(503, messages[503])

      state.counts.started += 1
      try {
        // Held (a test switch): only a release or the caller leaving ends the wait.
        if (state.held) await state.released(signal)
        else await sleep(delayMs, undefined, { signal })
      } catch {
        state.counts.aborted += 1
        return abandoned
      }
      const png = await renderImage(prompt, provider, resolution)
      // Rendering cannot be interrupted; if the caller left meanwhile, the image is dropped unseen.
      if (signal.aborted) {
        state.counts.aborted += 1
        return abandoned
      }
      state.counts.completed += 1
      const created = context.nowSeconds()
      if (format === 'b64_json') return json(200, { created, b64_image: png.toString('base64') })
      const id = randomUUID()
      db.prepare('INSERT INTO ai_images (id, user_id, png, created_at) VALUES (?, ?, ?, ?)').run(
        id,
        userId!,
        png,
        created,
      )
      return json(200, { created, image_url: `${baseUrl}/generated/${id}.png` })
    },
  })

  // An unguessable address, no token: the site may put it straight into an <img>.
  router.add('ai-proxy', {
    method: 'GET',
    path: '/generated/:name',
    auth: 'none',
    handler: ({ params }) => {
      const id = /^([0-9a-f-]{36})\.png$/.exec(params.name!)?.[1]
      const row = id
        ? (db.prepare('SELECT png, created_at FROM ai_images WHERE id = ?').get(id) as
            | { png: Uint8Array; created_at: number }
            | undefined)
        : undefined
      if (!row || row.created_at + imageUrlLifetime <= context.nowSeconds()) throw notFound()
      const png = Buffer.from(row.png)
      return {
        status: 200,
        headers: { 'content-type': 'image/png', 'content-length': String(png.length) },
        body: png,
      }
    },
  })
}
