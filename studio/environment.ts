/**
 * Where this Studio runs. Built without `SANITY_STUDIO_PROJECT_ID` it is the local Studio: it talks
 * to the content stand-in and signs in as the local editor (local.ts). With it, it is the Studio of a
 * real Sanity project (`sanity deploy`). `studio/serve.ts` tells a built local Studio, at run time,
 * where the stand-in and the site are (they take free ports in tests), through `window.__PULSEWAVE_STUDIO__`.
 */

export interface StudioRuntime {
  /** The content API the browser reaches (the stand-in). */
  readonly apiHost?: string
  /** The site the Presentation tool previews. */
  readonly previewOrigin?: string
}

declare global {
  interface Window {
    __PULSEWAVE_STUDIO__?: StudioRuntime
  }
}

const injected: StudioRuntime =
  (typeof window === 'undefined' ? undefined : window.__PULSEWAVE_STUDIO__) ?? {}

/** `sanity build` replaces `process.env.SANITY_STUDIO_*` with their values at build time. */
const configuredProject = process.env.SANITY_STUDIO_PROJECT_ID

export const local = !configuredProject
export const projectId = configuredProject || 'pulsewave'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
export const apiHost = local ? (injected.apiHost ?? 'http://localhost:3333') : undefined
export const previewOrigin =
  injected.previewOrigin ?? process.env.SANITY_STUDIO_PREVIEW_ORIGIN ?? 'http://localhost:3000'
