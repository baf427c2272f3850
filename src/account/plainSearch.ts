/**
 * A route's query as plain values (numbers, or strings of word characters, dots and dashes up to 64): the
 * one check that stays in the route tree every page downloads. Each screen checks its own parameters in
 * its lazily loaded view. Numbers stay numbers, so the router writes `?order=12`, not `?order="12"`.
 */
export const plainSearch = (search: Record<string, unknown>): Record<string, string | number | undefined> =>
  Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) =>
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && /^[\w.-]{1,64}$/.test(value)),
    ),
  ) as Record<string, string | number | undefined>
