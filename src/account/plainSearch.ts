/**
 * A route's query as plain strings (word characters, dots and dashes, up to 64): the one check that stays
 * in the route tree every page downloads. Each screen checks its own parameters in its lazily loaded view.
 */
export const plainSearch = (search: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(search)
      .map(([key, value]) => [key, typeof value === 'number' ? String(value) : value])
      .filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[\w.-]{1,64}$/.test(entry[1]),
      ),
  )
