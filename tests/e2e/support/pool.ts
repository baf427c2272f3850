/** Runs `work` over `items` with at most `limit` in flight. */
export async function pool<T>(
  items: ReadonlyArray<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}
