/**
 * Avatar images: an upload is accepted only when sharp reads it as a raster image of an allowed format;
 * it is then cropped square and stored as WebP in three sizes (decision 100).
 */
import sharp from 'sharp'
import { ServiceError } from '../core/http.ts'
import { type AvatarSize, avatarSizes } from './profiles.ts'

export const maxAvatarBytes = 5 * 1024 * 1024
/** Content types a browser may announce for an avatar, and the format sharp must then find. */
export const avatarContentTypes: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
// 50 megapixels: a tiny file that decodes to a huge bitmap must not take the stand-in down.
const maxPixels = 50_000_000

export const tooLarge = () =>
  new ServiceError(413, 2012, `The file is larger than the limit of ${maxAvatarBytes / 1024 / 1024} MB`)

/** 400/2012 unless the bytes are a readable image of the announced type; 413 past the size limit. */
export async function makeAvatarSizes(
  bytes: Buffer,
  contentType: string,
): Promise<Record<AvatarSize, Buffer>> {
  if (bytes.length > maxAvatarBytes) throw tooLarge()
  if (bytes.length === 0) throw new ServiceError(400, 2012, 'The upload is empty')
  let format: string | undefined
  try {
    const meta = await sharp(bytes, { limitInputPixels: maxPixels }).metadata()
    if (meta.width && meta.height) format = meta.format
  } catch {
    format = undefined
  }
  if (!format) throw new ServiceError(400, 2012, 'The upload is not an image')
  if (format !== avatarContentTypes[contentType]) {
    throw new ServiceError(400, 2012, `The upload is ${format}, not ${contentType}`)
  }
  const out = {} as Record<AvatarSize, Buffer>
  try {
    for (const [size, pixels] of Object.entries(avatarSizes) as [AvatarSize, number][]) {
      out[size] = await sharp(bytes, { limitInputPixels: maxPixels })
        .rotate()
        .resize(pixels, pixels, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer()
    }
  } catch {
    // Readable header, broken pixels (a truncated file): still the customer's mistake, not ours.
    throw new ServiceError(400, 2012, 'The image could not be decoded')
  }
  return out
}
