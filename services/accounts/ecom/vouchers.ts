/** Vouchers (spec §7): list, assign a code to the customer, redeem it; and recommendations. */
import { CatalogProductList, UserVoucher, UserVoucherList } from '../../../models/accounts/ecom.ts'
import type { serviceCalls } from '../http/customer.ts'
import { type Result, segment } from './call.ts'

export interface VoucherMethods {
  readonly listVouchers: () => Result<typeof UserVoucherList.Type>
  /** Assigns a voucher code to the customer (already theirs answers it as it is). */
  readonly assignVoucher: (voucherId: string) => Result<UserVoucher>
  /** Redeems an assigned voucher: 409 once redeemed, 2012 when expired, 1004 when not applicable. */
  readonly redeemVoucher: (voucherId: string) => Result<UserVoucher>
  readonly listRecommendations: (query?: {
    app_name?: string
    app_version?: string
    catalog_category?: string
  }) => Result<typeof CatalogProductList.Type>
}

export const voucherMethods = ({ customer }: ReturnType<typeof serviceCalls>): VoucherMethods => ({
  listVouchers: () =>
    customer.json('listVouchers', { method: 'GET', path: '{me}/vouchers' }, UserVoucherList),
  assignVoucher: (voucherId) =>
    customer.json(
      'assignVoucher',
      { method: 'POST', path: '{me}/vouchers', params: { voucher_id: voucherId } },
      UserVoucher,
    ),
  redeemVoucher: (voucherId) =>
    customer.json(
      'redeemVoucher',
      { method: 'PUT', path: `{me}/vouchers/${segment(voucherId)}` },
      UserVoucher,
    ),
  listRecommendations: (query) =>
    customer.json(
      'listRecommendations',
      { method: 'GET', path: '{me}/recommendations', params: query },
      CatalogProductList,
    ),
})
