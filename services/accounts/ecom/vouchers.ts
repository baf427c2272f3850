/** Vouchers (spec §7): list, assign a code to the customer, redeem it; and recommendations. */
import { CatalogProductList, UserVoucher, UserVoucherList } from '../../../models/accounts/ecom.ts'
import type { AccountsHttpShape } from '../http/client.ts'
import type { Credentials } from '../http/request.ts'
import { customer, type Result, segment } from './call.ts'

export interface VoucherMethods {
  readonly listVouchers: (credentials: Credentials) => Result<typeof UserVoucherList.Type>
  /** Assigns a voucher code to the customer (already theirs answers it as it is). */
  readonly assignVoucher: (credentials: Credentials, voucherId: string) => Result<UserVoucher>
  /** Redeems an assigned voucher: 409 once redeemed, 2012 when expired, 1004 when not applicable. */
  readonly redeemVoucher: (credentials: Credentials, voucherId: string) => Result<UserVoucher>
  readonly listRecommendations: (
    credentials: Credentials,
    query?: { app_name?: string; app_version?: string; catalog_category?: string },
  ) => Result<typeof CatalogProductList.Type>
}

export const voucherMethods = (http: AccountsHttpShape): VoucherMethods => ({
  listVouchers: (credentials) =>
    http.json(customer(credentials, 'listVouchers', 'GET', '{me}/vouchers'), UserVoucherList),
  assignVoucher: (credentials, voucherId) =>
    http.json(
      customer(credentials, 'assignVoucher', 'POST', '{me}/vouchers', { voucher_id: voucherId }),
      UserVoucher,
    ),
  redeemVoucher: (credentials, voucherId) =>
    http.json(
      customer(credentials, 'redeemVoucher', 'PUT', `{me}/vouchers/${segment(voucherId)}`),
      UserVoucher,
    ),
  listRecommendations: (credentials, query) =>
    http.json(
      customer(credentials, 'listRecommendations', 'GET', '{me}/recommendations', query),
      CatalogProductList,
    ),
})
