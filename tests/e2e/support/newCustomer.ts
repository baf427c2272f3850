/**
 * A customer made for one test through the identity service's sign-up call (the site's own client, with
 * the site's app credentials). The stand-ins act as one provider, so what one e2e file does to a demo
 * customer shows in every file after it: cleo's redeemed voucher grants her a Hex FX licence. A test
 * that needs a customer who holds nothing signs one up instead of trusting the run's order.
 */
import { randomUUID } from 'node:crypto'
import { Effect, Exit } from 'effect'
import { inject } from 'vitest'
import { accountsSettingsFromEnv } from '../../../services/accounts/http/config.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../../services/accounts/layer.ts'

export type NewCustomer = { email: string; password: string; name: string }

export async function newCustomer(tag: string): Promise<NewCustomer> {
  const customer = {
    email: `${tag}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Nothing-Held-30',
    name: 'Nell Newcomer',
  }
  const [first_name, last_name] = customer.name.split(' ') as [string, string]
  const added = await Effect.runPromiseExit(
    Identity.use((identity) =>
      identity.addUser({ email_address: customer.email, password: customer.password, first_name, last_name }),
    ).pipe(Effect.provide(accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv'))))),
  )
  if (Exit.isFailure(added)) throw new Error(`the identity stand-in refused the new customer: ${added.cause}`)
  return customer
}
