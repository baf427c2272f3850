/** Screenshots of pages at phone and desktop widths: `node tests/e2e/support/shoot.ts <baseUrl> <outDir> <path>...` */
import { launchBrowser } from './browser.ts'

const [base = 'http://localhost:3000', out = 'reports/screens', ...paths] = process.argv.slice(2)
const browser = await launchBrowser()
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
  page.on('console', (m) => m.type() === 'error' && console.log(`console.error ${m.text()}`))
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`
    await page.screenshot({ path: `${out}/${name}`, fullPage: true })
  }
  await page.close()
}
await browser.close()
