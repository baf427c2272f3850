/**
 * The rules of the artwork form, shared by the view and the server (decision 087 lists the accepted
 * values). Kept apart from ai.ts so the artwork screen's JavaScript carries no Effect (decision 204).
 */
export const resolutions = ['256x256', '512x512', '1024x1024'] as const
export type Resolution = (typeof resolutions)[number]

export const maxPromptLength = 1000

export interface ArtworkRequest {
  readonly prompt: string
  readonly resolution: Resolution
}

/** The form as the proxy will judge it: 2013 empty prompt, 5023 HTML tags, 2012 too long or unknown size. */
export function checkArtwork(prompt: string, resolution: string): ArtworkRequest | 2012 | 2013 | 5023 {
  const text = prompt.trim()
  if (text === '') return 2013
  if (/<\s*\/?\s*[a-z!][^>]*>/i.test(text)) return 5023
  if (text.length > maxPromptLength) return 2012
  if (!(resolutions as ReadonlyArray<string>).includes(resolution)) return 2012
  return { prompt: text, resolution: resolution as Resolution }
}
