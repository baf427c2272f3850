/** Why the customer landed on /signed-out (`?reason=`): short, friendly texts (shown by src/components/SignedOutPage.tsx). */
export const signedOutReasons = {
  state: 'That sign-in link was not valid or has already been used. Please sign in again.',
  exchange: 'We could not complete your sign-in. Please try again.',
  ended: 'Your session has ended. Please sign in again.',
  unavailable: 'Sign-in is not available right now. Please try again in a moment.',
  /** Worded with its wait (`?wait=` seconds) by the page: models/attempts.ts. */
  wait: 'That is too many sign-in attempts from this browser. Please wait a while, then sign in again.',
  // The endings a customer chose on the security screen: what happened, and what it means next.
  everywhere:
    'You are signed out here, and the next sign-in on any browser asks for your password. Browsers and apps that were already signed in stay signed in until their session runs out.',
  deleted: 'Your account is deleted and you are signed out. Your licences and downloads went with it.',
} as const

/** The page's heading for each reason. */
export const signedOutHeading = (reason: SignedOutReason): string =>
  reason === 'deleted'
    ? 'Your account is deleted'
    : reason === 'ended' || reason === 'everywhere'
      ? 'You are signed out'
      : 'Sign-in not completed'
export type SignedOutReason = keyof typeof signedOutReasons

export const isSignedOutReason = (value: unknown): value is SignedOutReason =>
  typeof value === 'string' && Object.hasOwn(signedOutReasons, value)
