/**
 * The store's discount codes. A campaign's call to action carries its code to the checkout; the store
 * knows what the code is worth (the site and the content only name it), as a real store does.
 */
export interface Discount {
  readonly code: string
  readonly percentOff: number
  /** Catalogue products the code applies to. */
  readonly productIds: ReadonlyArray<number>
  readonly description: string
}

export const discounts: ReadonlyArray<Discount> = [
  {
    code: 'STUDIO2-LAUNCH',
    percentOff: 40,
    productIds: [1013],
    description: 'Studio 2 launch: 40% off a Studio lifetime licence',
  },
]

export const findDiscount = (code: string): Discount | undefined => discounts.find((d) => d.code === code)

/** The price after a discount, in cents, rounded to the cent. */
export const discountedCents = (cents: number, discount: Discount): number =>
  Math.round((cents * (100 - discount.percentOff)) / 100)
