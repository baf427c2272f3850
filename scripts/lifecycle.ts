/**
 * How `npm start` and `npm run start:cluster` end (docs/operations.md): SIGTERM, SIGINT or SIGHUP to
 * the runner, or the runner's parent going away (npm dies on SIGHUP and a shell in between dies on
 * SIGTERM without passing it on, which used to leave every child running), stops everything it
 * started once, then exits. Further signals meanwhile are ignored (Ctrl-C reaches the runner twice: from
 * the terminal and forwarded by npm); a child that does not stop in time is killed (processes.ts).
 */
export const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

export function stopOnSignals(stop: () => Promise<void>, log: (line: string) => void = console.warn): void {
  let stopping = false
  const end = (why: string) => {
    if (stopping) return
    stopping = true
    log(`${why}: stopping everything this started`)
    void stop().then(
      () => process.exit(0),
      (error: Error) => {
        log(`stopping failed: ${error.message}`)
        process.exit(1)
      },
    )
  }
  for (const signal of stopSignals) process.on(signal, () => end(signal))
  // Orphaned: our parent (npm, a shell, a process manager) is gone, so nobody would ever signal us.
  const parent = process.ppid
  const orphaned = setInterval(() => process.ppid !== parent && end('parent process gone'), 250)
  orphaned.unref()
}
