/**
 * Vitest global setup for the model and e2e projects: after the run (the teardown), rewrite
 * reports/model-coverage/index.html from every replay record, this run's and the other suite's last.
 */
import { coverageDir } from '../record.ts'
import { writeCoverageReport } from './write.ts'

export default function setup() {
  return async () => {
    const file = await writeCoverageReport({ dir: coverageDir })
    console.info(`[model coverage] report: ${file}`)
  }
}
