/**
 * The browser's timing constants of spec §9, in one place: the code that applies each one imports it
 * from here, and the tests check the behaviour against the same names.
 */

/** Spec §9: "Head updates are debounced by 10 ms" (src/components/SiteHeadContent.tsx). */
export const headDebounceMs = 10

/** Spec §9: "Idle fallback delay: 1 ms", where the browser has no requestIdleCallback (src/browser/idle.ts). */
export const idleFallbackMs = 1

/**
 * Spec §9: "Navigation waits up to 100 ms for a frame": what runs once a client navigation has finished
 * waits for the next animation frame, but never longer than this (a hidden tab paints no frames).
 */
export const navigationFrameWaitMs = 100
