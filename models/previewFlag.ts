/**
 * The preview switch of spec §2, alone in its module: the client entry ships it on every page, so it
 * must not pull the rest of models/preview.ts into the initial JavaScript.
 */
export const previewParam = 'preview'

/** True when the query string (with or without '?') asks for preview. */
export function isPreviewSearch(search: string): boolean {
  return new URLSearchParams(search).get(previewParam) === 'true'
}
