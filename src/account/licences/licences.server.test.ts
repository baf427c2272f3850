/**
 * The licences screen's read over the test layer: what each product type unlocks is read once per
 * product type, and a failing or hanging one costs only its cards, never the list.
 */
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { ProductType } from '../../../models/accounts/license.ts'
import { ServiceUnavailable } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, testPlatform } from '../../identity/testing.ts'
import { runRead } from '../registry.server.ts'
import type { Licences } from './types.ts'

const down = new ServiceUnavailable({
  service: 'license',
  method: 'GET',
  path: '',
  status: 503,
  code: undefined,
  message: '',
})
const tokens = { [cookieNames.access]: 'at', [cookieNames.refresh]: 'rt' }
const lt = (id: number, name: string, term: string) => ({ id, name, term })
const licence = (id: number, type: ReturnType<typeof lt>) => ({ id, license_type: type, activations: [] })
const studioSub = licence(1, lt(101, 'Studio Subscription', 'subscription'))
const samplePerm = licence(2, lt(202, 'Sample', 'permanent'))
const product = (id: number, typeId: number, name: string, l: ReturnType<typeof licence>) => ({
  id,
  product_type: { id: typeId, name },
  licenses: [l],
})
const types: Record<number, ProductType> = {
  1: {
    id: 1,
    name: 'Studio',
    license_types: [{ count: 1, license_type: lt(101, 'Studio Subscription', 'subscription') }],
    upgrade_to: [{ id: 5, name: 'Producer Suite' }],
  },
  2: { id: 2, name: 'Sample', license_types: [{ count: 1, license_type: lt(202, 'Sample', 'permanent') }] },
}

function licenceService(getProductType: (id: number) => Effect.Effect<ProductType, ServiceUnavailable>) {
  const asked: number[] = []
  return {
    asked,
    License: {
      listLicenses: () => Effect.succeed({ items: [studioSub, samplePerm] }),
      listProducts: () =>
        Effect.succeed({
          items: [product(1, 1, 'Studio', studioSub), product(2, 2, 'Sample', samplePerm)],
        }),
      getProductType: (id: number) => {
        asked.push(id)
        return getProductType(id)
      },
    },
  }
}

async function cards(service: ReturnType<typeof licenceService>, callBudgetMs?: number) {
  const platform = testPlatform({ License: service.License }, callBudgetMs ? { callBudgetMs } : {})
  const { value } = await runRead(
    platform,
    request('/account/licences', { cookies: tokens }),
    'licenceCards',
    undefined,
  )
  if (value.status !== 'signedIn' || !value.ok) throw new Error(`the list failed: ${JSON.stringify(value)}`)
  return (value.value as Licences).licences
}

describe('the licences screen read', () => {
  it('adds what each product type unlocks, the customer’s own edition marked', async () => {
    const service = licenceService((id) => Effect.succeed(types[id]!))
    const [studio, sample] = await cards(service)
    expect(service.asked.sort()).toEqual([1, 2])
    expect(studio?.unlocks).toEqual({
      ok: true,
      value: {
        product: 'Studio',
        editions: [{ name: 'Studio Subscription', term: 'subscription', count: 1, yours: true }],
        upgradeTo: ['Producer Suite'],
        upgradeFrom: [],
      },
    })
    expect(sample?.unlocks?.ok).toBe(true)
  })

  it('a failing product type costs only its own card: the list and the other card stay', async () => {
    const service = licenceService((id) => (id === 1 ? Effect.fail(down) : Effect.succeed(types[id]!)))
    const [studio, sample] = await cards(service)
    expect(studio?.product).toBe('Studio')
    expect(studio?.unlocks).toEqual({ ok: false, failure: { _tag: 'ServiceUnavailable', status: 503 } })
    expect(sample?.unlocks?.ok).toBe(true)
  })

  it('a hanging product type answers as timed out within the call budget', async () => {
    const service = licenceService((id) => (id === 2 ? Effect.never : Effect.succeed(types[id]!)))
    const [studio, sample] = await cards(service, 200)
    expect(studio?.unlocks?.ok).toBe(true)
    expect(sample?.unlocks).toEqual({ ok: false, failure: { _tag: 'RequestTimeout' } })
  })
})
