/**
 * Environment for the stack the end-to-end suite starts. Areas add what their tests need here
 * (e.g. short token lifetimes so renewal really happens).
 */
export const e2eEnv: Record<string, string> = {
  NODE_ENV: 'production',
}
