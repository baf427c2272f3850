/**
 * Runs writes one at a time. A mutation plans against the current documents (with awaits for GROQ
 * selections) and then commits; two interleaved would lose one's update, so they queue here.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task)
    this.#tail = result.catch(() => undefined)
    return result
  }
}
