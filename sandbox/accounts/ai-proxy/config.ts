/**
 * The AI proxy's one setting: how long a generation takes. Real providers need seconds per image, and
 * the site must show progress and survive a customer leaving meanwhile, so the stand-in is slow too.
 */
export const defaultAiDelayMs = 3000

/** `ACCOUNTS_AI_DELAY_MS`: whole milliseconds ≥ 0 (0 = answer at once); throws naming the variable. */
export function aiDelayFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.ACCOUNTS_AI_DELAY_MS
  if (raw === undefined || raw === '') return defaultAiDelayMs
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new Error(`ACCOUNTS_AI_DELAY_MS must be whole milliseconds from 0 to 600000, got "${raw}"`)
  }
  return value
}
