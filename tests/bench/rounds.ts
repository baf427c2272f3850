/** Figures of alternated bench rounds: a ratio to two decimals, and the median round. */
export const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
