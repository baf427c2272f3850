/** What the site needs to reach the accounts stand-in at `url` (docs/decisions/007). */
import { serviceNames, serviceVariable } from './core/services.ts'
import { demoApp } from './identity/seed.ts'

export function accountsSiteEnv(url: string): Record<string, string> {
  const env: Record<string, string> = {
    ACCOUNTS_APP_ID: demoApp.id,
    ACCOUNTS_APP_SECRET: demoApp.secret,
  }
  for (const name of serviceNames) env[serviceVariable(name)] = `${url}/${name}`
  return env
}
