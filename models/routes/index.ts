/** The route table of spec §2 and path resolution (pure, browser-safe: no Effect). */
export * from './enumerate.ts'
export * from './meta.ts'
export * from './query.ts'
export * from './resolve.ts'
export * from './table.ts'
export * from './versions.ts'
