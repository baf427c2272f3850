/**
 * The image CDN's query parameters (spec §7 and what @sanity/image-url emits), parsed and checked.
 * Anything out of range is a 400 rather than a silently different image.
 */
import { badRequest } from './errors.ts'

export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif' | 'gif'
export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min'

export interface ImageParams {
  readonly width?: number
  readonly height?: number
  readonly rect?: { x: number; y: number; width: number; height: number }
  readonly format?: OutputFormat
  readonly autoFormat: boolean
  readonly quality?: number
  readonly fit: Fit
  readonly crop: string[]
  readonly focalPoint: { x: number; y: number }
  readonly background?: string
  readonly blur?: number
  readonly flip?: 'h' | 'v' | 'hv'
}

const formats: OutputFormat[] = ['jpg', 'pjpg', 'png', 'webp', 'avif', 'gif']
const fits: Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']
const crops = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy']
export const maxDimension = 8192

function number(search: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = search.get(name)
  if (raw === null) return undefined
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    throw badRequest(
      `Invalid image parameter ${name}=${raw.slice(0, 40)}: use a number from ${min} to ${max}`,
    )
  }
  return value
}

function oneOf<T extends string>(
  search: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = search.get(name)
  if (raw === null) return undefined
  if (!(allowed as readonly string[]).includes(raw)) {
    throw badRequest(`Invalid image parameter ${name}=${raw.slice(0, 40)}: use one of ${allowed.join(', ')}`)
  }
  return raw as T
}

function rect(search: URLSearchParams): ImageParams['rect'] {
  const raw = search.get('rect')
  if (raw === null) return undefined
  const parts = raw.split(',').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0)) {
    throw badRequest(`Invalid image parameter rect=${raw.slice(0, 40)}: use x,y,width,height in pixels`)
  }
  const [x, y, width, height] = parts as [number, number, number, number]
  if (width === 0 || height === 0)
    throw badRequest('Invalid image parameter rect: width and height must be > 0')
  return { x, y, width, height }
}

export function parseImageParams(search: URLSearchParams): ImageParams {
  const dpr = number(search, 'dpr', 0.1, 5) ?? 1
  const scaled = (value: number | undefined) =>
    value === undefined ? undefined : Math.max(1, Math.round(value * dpr))
  const width = scaled(number(search, 'w', 1, maxDimension) ?? number(search, 'max-w', 1, maxDimension))
  const height = scaled(number(search, 'h', 1, maxDimension) ?? number(search, 'max-h', 1, maxDimension))
  if ((width ?? 0) > maxDimension || (height ?? 0) > maxDimension) {
    throw badRequest(`Image too large: width and height times dpr must stay within ${maxDimension}`)
  }
  const crop = (search.get('crop') ?? 'center').split(',')
  for (const part of crop) {
    if (!crops.includes(part))
      throw badRequest(`Invalid image parameter crop=${part.slice(0, 40)}: use ${crops.join(', ')}`)
  }
  const auto = search.get('auto')
  if (auto !== null && auto !== 'format')
    throw badRequest('Invalid image parameter auto: only auto=format is supported')
  const background = search.get('bg') ?? undefined
  if (background !== undefined && !/^[0-9a-fA-F]{3,8}$/.test(background)) {
    throw badRequest('Invalid image parameter bg: use a hex colour such as fff or 80ff0000')
  }
  return {
    width,
    height,
    rect: rect(search),
    format: oneOf(search, 'fm', formats),
    autoFormat: auto === 'format',
    quality: roundOrUndefined(number(search, 'q', 0, 100)),
    fit: oneOf(search, 'fit', fits) ?? 'clip',
    crop,
    focalPoint: { x: number(search, 'fp-x', 0, 1) ?? 0.5, y: number(search, 'fp-y', 0, 1) ?? 0.5 },
    background,
    blur: number(search, 'blur', 0, 2000),
    flip: oneOf(search, 'flip', ['h', 'v', 'hv'] as const),
  }
}

const roundOrUndefined = (value: number | undefined) => (value === undefined ? undefined : Math.round(value))
