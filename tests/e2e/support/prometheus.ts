/**
 * Debian's Prometheus (installed by `.ci/run`, `PROMETHEUS_PATH` to use another), started for one test:
 * scraping the given targets' `/metrics` every second, on a free port, storing in `dir`, gone when
 * stopped. `query` asks its HTTP API for an instant vector.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setting } from '../../../config/read.ts'
import { freePort } from '../../../scripts/ports.ts'

export interface Sample {
  readonly labels: Record<string, string>
  readonly value: number
}

export async function startPrometheus(dir: string, targets: readonly string[]) {
  const home = join(dir, 'prometheus')
  mkdirSync(home, { recursive: true })
  const config = join(home, 'prometheus.yml')
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: pulsewave',
      '    static_configs:',
      `      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]`,
      '',
    ].join('\n'),
  )
  const port = await freePort()
  const child = spawn(
    setting('PROMETHEUS_PATH'),
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(home, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`prometheus exited with ${code}:\n${stderr.slice(-2000)}`))),
  )
  exited.catch(() => undefined)
  const base = `http://127.0.0.1:${port}`
  const ready = async () => {
    for (;;) {
      const answer = await fetch(`${base}/-/ready`).catch(() => undefined)
      if (answer?.ok) return
      await answer?.body?.cancel()
      await new Promise((ok) => setTimeout(ok, 100))
    }
  }
  await Promise.race([ready(), exited])
  return {
    async query(promql: string): Promise<Sample[]> {
      const answer = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`)
      const body = (await answer.json()) as {
        status: string
        error?: string
        data?: { result: Array<{ metric: Record<string, string>; value: [number, string] }> }
      }
      if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${body.error}`)
      return (body.data?.result ?? []).map((row) => ({ labels: row.metric, value: Number(row.value[1]) }))
    },
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok()
        child.once('exit', () => ok())
        child.kill('SIGTERM')
      }),
  }
}
