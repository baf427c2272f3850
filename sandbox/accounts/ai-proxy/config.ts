/**
 * The AI proxy's one setting: how long a generation takes (`ACCOUNTS_AI_DELAY_MS`, declared in
 * config/variables.ts). Real providers need seconds per image, and the site must show progress and
 * survive a customer leaving meanwhile, so the stand-in is slow too.
 */
export const defaultAiDelayMs = 3000
