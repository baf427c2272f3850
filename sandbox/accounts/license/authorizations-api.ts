/**
 * Licence authorizations: an app asks to activate or deactivate a licence on its machine (POST), applies
 * it locally, then reports how that went (PUT `status_code`). Only a success changes the activations,
 * so a crash between the two calls never leaves a machine counted but unlicensed (decision 056).
 */
import { optionalParam, requireParams } from '../core/body.ts'
import { transaction } from '../core/db.ts'
import { errors, json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { getUser } from '../identity/users.ts'
import { checkActivation, commitAuthorization, statusResults } from './authorizations.ts'
import { findLicenseType } from './catalogue.ts'
import { getLicense, toLicense } from './licenses.ts'
import { checkAppName, checkAppVersion, checkMachineId, checkSystemTime, integerParam } from './params.ts'

const actions = ['activate', 'deactivate'] as const

export function registerAuthorizationsApi(router: Router, context: CoreContext): void {
  const { db, config, nowSeconds } = context

  router.add('license', {
    method: 'POST',
    path: '{me}/licenses/authorizations',
    auth: 'bearer',
    handler: ({ userId, body }) => {
      const user = getUser(db, userId)
      const p = requireParams(body, ['action', 'app_name', 'app_version', 'host_machine_id', 'license_id'])
      if (!(actions as ReadonlyArray<string>).includes(p.action)) {
        throw errors.invalidValue(`action must be one of ${actions.join(', ')}`)
      }
      const appName = checkAppName(p.app_name)
      const appVersion = checkAppVersion(p.app_version)
      const machine = checkMachineId(p.host_machine_id)
      const machineName = optionalParam(body, 'host_machine_name')?.slice(0, 200) ?? null
      const systemTimeParam = optionalParam(body, 'system_time')
      const systemTime = systemTimeParam === undefined ? null : checkSystemTime(systemTimeParam, config.now())
      const license = getLicense(db, user.id, integerParam(p.license_id, 'license_id'))
      if (!findLicenseType(license.license_type_id)!.product.apps.includes(appName)) {
        throw errors.invalidValue(`This licence does not cover ${appName}`)
      }
      checkActivation(db, license, p.action as (typeof actions)[number], machine, config.now())
      const created = db
        .prepare(
          `INSERT INTO license_authorizations (user_id, license_id, action, app_name, app_version, host_machine_id,
            host_machine_name, system_time, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          user.id,
          license.id,
          p.action,
          appName,
          appVersion,
          machine,
          machineName,
          systemTime,
          nowSeconds(),
        )
      return json(201, {
        authorization_id: Number(created.lastInsertRowid),
        licenses: [toLicense(db, license, config.now())],
      })
    },
  })

  router.add('license', {
    method: 'PUT',
    path: '{me}/licenses/authorizations/:authorizationId',
    auth: 'bearer',
    handler: ({ userId, params, body }) => {
      const user = getUser(db, userId)
      const id = integerParam(params.authorizationId, 'authorizationId')
      const code = integerParam(requireParams(body, ['status_code']).status_code, 'status_code')
      if (!(code in statusResults)) {
        throw errors.invalidValue(`status_code must be one of ${Object.keys(statusResults).join(', ')}`)
      }
      const answer = transaction(db, () => commitAuthorization(context, user.id, id, code))
      if (!answer) throw notFound()
      return json(200, answer)
    },
  })
}
