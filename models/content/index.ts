/**
 * Content models. Views should import types from here (`import type`) and runtime helpers from the
 * browser-safe modules directly (assetRefs.ts, imageUrl.ts, paths.ts, semver.ts): this barrel pulls in
 * Effect Schema, which must not reach the browser (docs/decisions/006).
 */
export * from './assetRefs.ts'
export * from './assets.ts'
export * from './blocks.ts'
export * from './downloads.ts'
export * from './imageUrl.ts'
export * from './links.ts'
export * from './linkTargets.ts'
export * from './page.ts'
export * from './pageData.ts'
export * from './paths.ts'
export * from './portableText.ts'
export * from './semver.ts'
export * from './soundpack.ts'
