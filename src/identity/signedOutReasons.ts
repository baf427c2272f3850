/** Why the customer landed on /signed-out (`?reason=`): short, friendly texts (shown by src/components/SignedOutPage.tsx). */
export const signedOutReasons = {
  state: 'That sign-in link was not valid or has already been used. Please sign in again.',
  exchange: 'We could not complete your sign-in. Please try again.',
  ended: 'Your session has ended. Please sign in again.',
  unavailable: 'Sign-in is not available right now. Please try again in a moment.',
} as const
export type SignedOutReason = keyof typeof signedOutReasons

export const isSignedOutReason = (value: unknown): value is SignedOutReason =>
  typeof value === 'string' && Object.hasOwn(signedOutReasons, value)
