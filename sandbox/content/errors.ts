/**
 * Sanity's error envelope: `{error: {description, type, …}}` with a matching HTTP status. Every failure
 * the server can explain is thrown as an ApiError and rendered by the router; anything else is a bug
 * and becomes a 500 with the same envelope (never a stack trace).
 */
export class ApiError extends Error {
  readonly status: number
  readonly type: string
  readonly extra: Record<string, unknown>

  constructor(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description)
    this.status = status
    this.type = type
    this.extra = extra
  }

  get body(): { error: Record<string, unknown> } {
    return { error: { description: this.message, type: this.type, ...this.extra } }
  }
}

export const badRequest = (description: string, extra?: Record<string, unknown>) =>
  new ApiError(400, 'httpBadRequest', description, extra)

export const notFound = (description: string) => new ApiError(404, 'httpNotFound', description)

export const unauthorized = (description = 'Unauthorized - Session not found') =>
  new ApiError(401, 'httpUnauthorized', description)

export const forbidden = (description: string) => new ApiError(403, 'httpForbidden', description)

/** A GROQ syntax or evaluation error in the shape @sanity/client formats with a code frame. */
export const queryError = (query: string, description: string, start?: number) =>
  new ApiError(400, 'queryParseError', description, {
    query,
    start: start ?? 0,
    end: start === undefined ? query.length : Math.min(start + 1, query.length),
  })

/** A failed transaction: the whole batch is rejected and nothing is written. */
export const mutationError = (
  description: string,
  items: ReadonlyArray<{ index: number; description: string }>,
  status = 409,
) =>
  new ApiError(status, 'mutationError', description, {
    items: items.map((item) => ({
      index: item.index,
      error: { description: item.description, type: 'documentError' },
    })),
  })
