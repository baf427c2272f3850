/**
 * Span attributes the site's telemetry reads (upstream.ts): set by the callers of other services, so
 * this module imports nothing and costs its importers nothing.
 */
export const upstreamService = 'upstream.service'
export const upstreamCall = 'upstream.call'
export const requestIdAttribute = 'request.id'
