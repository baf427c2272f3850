/** The ecommerce service: every ecommerce call of spec §7, the hosted card and address forms and its test routes. */
import { json } from '../core/http.ts'
import type { ServiceModule } from '../core/module.ts'
import { addressSchema, registerAddressForm } from './address-form.ts'
import { catalog, toCatalogProduct } from './catalog.ts'
import { registerGateway } from './gateway.ts'
import { registerInspection } from './inspect.ts'
import { registerInvoices } from './invoices.ts'
import { registerOrders } from './orders.ts'
import { registerPaymentMethods } from './payment-methods.ts'
import { registerPlanChanges } from './planchanges.ts'
import { registerRecommendations } from './recommendations.ts'
import { ecomSchema } from './schema.ts'
import { seedEcom } from './seed.ts'
import { registerSubscriptions } from './subscriptions.ts'
import { registerVouchers } from './vouchers.ts'

export const ecom: ServiceModule = {
  name: 'ecom',
  schema: ecomSchema + addressSchema,
  seed: seedEcom,
  register: (router, context) => {
    router.add('ecom', {
      method: 'GET',
      path: '/api/v1/catalog/products',
      auth: 'none',
      handler: () => json(200, { items: catalog.map(toCatalogProduct) }),
    })
    registerSubscriptions(router, context)
    registerPlanChanges(router, context)
    registerPaymentMethods(router, context)
    registerGateway(router, context)
    registerAddressForm(router, context)
    registerOrders(router, context)
    registerInvoices(router, context)
    registerVouchers(router, context)
    registerRecommendations(router, context)
    registerInspection(router, context)
  },
}
