/**
 * `POST /v{version}/assets/{images|files}/{dataset}`: stores the binary under the dataset's assets
 * folder and creates its `sanity.imageAsset` / `sanity.fileAsset` document (id from the content's
 * SHA-1, so uploading the same bytes twice gives the same asset, as on Sanity).
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { extname } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { assetLocation, assetPath } from './assetFiles.ts'
import type { ApiRequest, ContentContext } from './context.ts'
import { badRequest, unauthorized } from './errors.ts'
import { readBody, sendJson } from './http.ts'
import type { Doc } from './store.ts'
import { checkAssetType } from './validate.ts'

const maxUpload = 64 * 1024 * 1024

const extensionsByType: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'text/plain': 'txt',
}

export async function handleUpload(ctx: ContentContext, api: ApiRequest, segment: string): Promise<void> {
  const type = checkAssetType(segment)
  if (!api.editor) throw unauthorized('Uploading assets needs the editor token (Authorization: Bearer …)')
  const body = await readBody(api.req, maxUpload)
  if (body.length === 0) throw badRequest('The upload is empty')
  const sha1 = createHash('sha1').update(body).digest('hex')
  const filename = api.search.get('filename') ?? undefined
  const contentType =
    String(api.req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? ''
  const described =
    type === 'image' ? await describeImage(body, sha1) : describeFile(sha1, filename, contentType)
  const doc: Doc = {
    ...described,
    assetId: sha1,
    sha1hash: sha1,
    size: body.length,
    originalFilename: filename,
    label: api.search.get('label') ?? undefined,
    title: api.search.get('title') ?? undefined,
    description: api.search.get('description') ?? undefined,
    creditLine: api.search.get('creditLine') ?? undefined,
    path: `${type}s/${ctx.projectId}/${api.dataset}/${described.fileName}`,
    url: `${ctx.publicUrl()}/${type}s/${ctx.projectId}/${api.dataset}/${described.fileName}`,
    uploadId: randomUUID(),
  }
  delete doc.fileName
  await ctx.writes.run(async () => store(ctx, api, doc, body))
}

async function store(ctx: ContentContext, api: ApiRequest, doc: Doc, body: Buffer): Promise<void> {
  const existing = ctx.store.get(api.dataset, doc._id)
  if (existing) {
    sendJson(api.res, 200, { document: existing })
    return
  }
  const location = assetLocation(doc._id)
  if (!location) throw badRequest('Cannot derive an asset id from this upload')
  const target = assetPath(ctx.assetsDir, api.dataset, location)
  mkdirSync(`${ctx.assetsDir}/${api.dataset}/${location.kind}`, { recursive: true })
  const temporary = `${target}.${process.pid}.tmp`
  writeFileSync(temporary, body)
  renameSync(temporary, target)
  const now = new Date().toISOString()
  const transactionId = randomUUID()
  const stored = JSON.parse(
    JSON.stringify({ ...doc, _createdAt: now, _updatedAt: now, _rev: transactionId }),
  ) as Doc
  const changes = [{ id: stored._id, before: null, after: stored }]
  ctx.store.commit(api.dataset, transactionId, changes, now)
  void ctx.hub.publish({
    dataset: api.dataset,
    transactionId,
    timestamp: now,
    identity: 'sandbox-editor',
    changes,
    mutations: [{ create: stored }],
  })
  sendJson(api.res, 200, { document: stored })
}

async function describeImage(body: Buffer, sha1: string): Promise<Doc & { fileName: string }> {
  let meta: Metadata
  try {
    meta = await sharp(body).metadata()
  } catch {
    throw badRequest('Invalid image: could not read it as an image')
  }
  const { width, height } = meta
  if (!width || !height) throw badRequest('Invalid image: could not read its dimensions')
  const extension = meta.format === 'jpeg' ? 'jpg' : meta.format === 'svg' ? 'svg' : String(meta.format)
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    extension,
    mimeType: extension === 'svg' ? 'image/svg+xml' : `image/${meta.format}`,
    fileName: `${sha1}-${width}x${height}.${extension}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: meta.hasAlpha ?? false,
      isOpaque: !(meta.hasAlpha ?? false),
    },
  }
}

function describeFile(
  sha1: string,
  filename: string | undefined,
  contentType: string,
): Doc & { fileName: string } {
  const fromName = filename ? extname(filename).slice(1).toLowerCase() : ''
  const extension = /^[a-z0-9]{1,10}$/.test(fromName) ? fromName : (extensionsByType[contentType] ?? 'bin')
  return {
    _id: `file-${sha1}-${extension}`,
    _type: 'sanity.fileAsset',
    extension,
    mimeType: contentType || 'application/octet-stream',
    fileName: `${sha1}.${extension}`,
  }
}
