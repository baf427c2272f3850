/**
 * The one place the sign-in address is written: `/auth/sign-in?return=<path>`, where sign-in brings the
 * customer back afterwards (the server checks the path is the site's own, models/authorization.ts).
 * Browser-safe and tiny: the header's "Sign in" link on every content page uses it too.
 */
export const signInHref = (returnPath: string): string =>
  `/auth/sign-in?return=${encodeURIComponent(returnPath)}`
