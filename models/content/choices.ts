/**
 * The fixed choices of content fields, shared by the site's decoders (Effect schemas) and the
 * Studio's option lists, so an editor can only pick what the site renders. Browser-safe (data only).
 */

/** Footer variants: `default` under every card, `upgrade` for paid upgrades, `legal`, `betaNotice`. */
export const footerVariants = ['default', 'upgrade', 'legal', 'betaNotice'] as const
export const sectionThemes = ['dark', 'light', 'accent'] as const
export const heroThemes = ['dark', 'light'] as const
export const imagePositions = ['left', 'right'] as const
export const galleryColumns = [2, 3, 4] as const
export const tutorialLevels = ['beginner', 'intermediate', 'advanced'] as const
export const soundKinds = ['loop', 'one-shot'] as const
