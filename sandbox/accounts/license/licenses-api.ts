/** The reads of the licence service: a customer's licences and the product-type catalogue. */
import { optionalParam, queryObject } from '../core/body.ts'
import { errors, json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { getUser } from '../identity/users.ts'
import { findLicenseType, findProductType, productTypes, toProductType } from './catalogue.ts'
import { toLicense, userLicenses } from './licenses.ts'
import { checkAppName, checkAppVersion, checkTerm, integerParam } from './params.ts'

export function registerLicensesApi(router: Router, { db, config }: CoreContext): void {
  router.add('license', {
    method: 'GET',
    path: '{me}/licenses',
    auth: 'bearer',
    handler: ({ userId, query }) => {
      const user = getUser(db, userId)
      const params = queryObject(query)
      const appName = optionalParam(params, 'app_name')
      const appVersion = optionalParam(params, 'app_version')
      const term = optionalParam(params, 'term')
      // A version means nothing without its app (licences carry no version limits in the stand-in).
      if (appVersion !== undefined && appName === undefined) throw errors.missingParameters(['app_name'])
      const app = appName === undefined ? undefined : checkAppName(appName)
      if (appVersion !== undefined) checkAppVersion(appVersion)
      const wanted = term === undefined ? undefined : checkTerm(term)
      const items = userLicenses(db, user.id)
        .filter((row) => {
          const found = findLicenseType(row.license_type_id)
          if (!found) return false
          return (
            (app === undefined || found.product.apps.includes(app)) && (!wanted || found.type.term === wanted)
          )
        })
        .map((row) => toLicense(db, row, config.now()))
      return json(200, { items })
    },
  })

  router.add('license', {
    method: 'GET',
    path: '/api/v1/products/types',
    auth: 'bearer',
    handler: () => json(200, { items: productTypes.map(toProductType) }),
  })

  router.add('license', {
    method: 'GET',
    path: '/api/v1/products/types/:id',
    auth: 'bearer',
    // An unknown id in the path is a missing resource (404), as for every other path id (decision 057).
    handler: ({ params }) => {
      const type = findProductType(integerParam(params.id, 'id'))
      if (!type) throw notFound()
      return json(200, toProductType(type))
    },
  })
}
