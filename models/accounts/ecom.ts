/**
 * What the ecommerce service answers (spec §3: Catalog product, Subscription, Plan change, Order,
 * Payment method, Payment gateway token, User voucher; the field names are the provider's). What the
 * screens rely on is required; everything else is optional and nullable, so an extra or missing detail
 * does not break a page. Amounts are decimal numbers in US dollars.
 */
import { Schema } from 'effect'

const Text = Schema.optional(Schema.NullOr(Schema.String))
const Num = Schema.optional(Schema.NullOr(Schema.Number))
const Id = Schema.Union([Schema.Number, Schema.String])

export const Plan = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  billing_frequency: Num,
  active: Schema.optional(Schema.NullOr(Schema.Boolean)),
})
export type Plan = typeof Plan.Type

export const Category = Schema.Struct({ id: Id, name: Schema.String, description: Text })

export const CatalogProduct = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  price: Schema.Number,
  promotional_price: Num,
  subscription: Schema.optional(Schema.NullOr(Schema.Boolean)),
  trial: Schema.optional(Schema.NullOr(Schema.Boolean)),
  available: Schema.optional(Schema.NullOr(Schema.Boolean)),
  categories: Schema.optional(Schema.Array(Category)),
  subscription_group: Text,
  subscription_plan: Schema.optional(Schema.NullOr(Plan)),
  product_type_id: Num,
  license_type_id: Num,
})
export type CatalogProduct = typeof CatalogProduct.Type
export const CatalogProductList = Schema.Struct({ items: Schema.Array(CatalogProduct) })

export const Discount = Schema.Struct({
  name: Schema.String,
  amount: Schema.Number,
  current_billing_cycle: Num,
  number_of_billing_cycles: Num,
  source: Text,
})
export type Discount = typeof Discount.Type

export const Subscription = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  group: Text,
  plan: Plan,
  price: Schema.Number,
  next_billing_date: Text,
  next_billing_period_amount: Num,
  current_billing_cycle: Num,
  number_of_billing_cycle: Num,
  payment_method_token: Text,
  discounts: Schema.optional(Schema.Array(Discount)),
  remaining_days: Num,
  changing_to: Schema.optional(Schema.NullOr(Plan)),
})
export type Subscription = typeof Subscription.Type
export const SubscriptionList = Schema.Struct({ items: Schema.Array(Subscription) })

export const PlanChange = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  immediate: Schema.optional(Schema.NullOr(Schema.Boolean)),
  current_subscription: Schema.optional(Schema.NullOr(Subscription)),
  target_subscription: Schema.Struct({
    plan: Plan,
    next_billing_date: Text,
    next_billing_period_amount: Num,
    actual_plan_price: Num,
  }),
  /** What confirming charges now, before tax (prorated). */
  amount_due: Num,
  order_id: Schema.optional(Schema.NullOr(Id)),
})
export type PlanChange = typeof PlanChange.Type

export const PaymentMethod = Schema.Struct({
  token: Schema.String,
  type: Text,
  card_type: Text,
  masked_number: Text,
  expiration_month: Schema.optional(Schema.NullOr(Id)),
  expiration_year: Schema.optional(Schema.NullOr(Id)),
  expired: Schema.optional(Schema.NullOr(Schema.Boolean)),
  email: Text,
  billing_address_id: Text,
})
export type PaymentMethod = typeof PaymentMethod.Type
export const PaymentMethodList = Schema.Struct({ items: Schema.Array(PaymentMethod) })

export const ClientToken = Schema.Struct({ client_token: Schema.String, provider: Text })
export type ClientToken = typeof ClientToken.Type

export const OrderItem = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Id)),
  quantity: Schema.Number,
  base_price: Schema.Number,
  special_price: Num,
  tax_amount: Num,
  total_amount: Schema.Number,
  catalog_product: Schema.Struct({ id: Schema.Number, name: Schema.String }),
})
export type OrderItem = typeof OrderItem.Type

export const Order = Schema.Struct({
  id: Schema.Number,
  status: Schema.String,
  first_name: Text,
  last_name: Text,
  address_1: Text,
  address_2: Text,
  city: Text,
  state: Text,
  zip: Text,
  country_code: Text,
  items: Schema.Array(OrderItem),
  total_amount: Schema.Number,
  tax_amount: Num,
  invoices: Schema.optional(Schema.Array(Schema.Number)),
  created_at: Schema.String,
})
export type Order = typeof Order.Type
export const OrderList = Schema.Struct({ items: Schema.Array(Order) })

/** Who issued the invoice; optional, as the reference does not promise it (decision 244). */
export const InvoiceSeller = Schema.Struct({
  name: Schema.String,
  address: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
  tax_number: Text,
  email: Text,
})
export type InvoiceSeller = typeof InvoiceSeller.Type

export const InvoicePayment = Schema.Struct({
  type: Text,
  card_type: Text,
  masked_number: Text,
  email: Text,
})
export type InvoicePayment = typeof InvoicePayment.Type

export const Invoice = Schema.Struct({
  id: Schema.Number,
  order_id: Schema.Number,
  total_amount: Schema.Number,
  tax_amount: Num,
  created_at: Text,
  seller: Schema.optional(Schema.NullOr(InvoiceSeller)),
  payment_method: Schema.optional(Schema.NullOr(InvoicePayment)),
  order: Order,
})
export type Invoice = typeof Invoice.Type

export const UserVoucher = Schema.Struct({
  id: Schema.String,
  voucher_type: Schema.Struct({ name: Text, title: Schema.String, description: Text, type: Text }),
  is_redeemable: Schema.optional(Schema.NullOr(Schema.Boolean)),
  redeemed_at: Text,
  expires_at: Text,
})
export type UserVoucher = typeof UserVoucher.Type
export const UserVoucherList = Schema.Struct({ items: Schema.Array(UserVoucher) })
