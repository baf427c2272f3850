import { createFileRoute } from '@tanstack/react-router'
import { siteName } from '../models/site.ts'
import { SiteLink as Link } from '../src/components/SiteLink.tsx'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: `${siteName}: software for DJs and producers` },
      { name: 'description', content: `${siteName} makes DJ, studio, sample and effects software.` },
    ],
  }),
  component: HomePage,
})

function HomePage() {
  return (
    <section className="container home-hero">
      <h1>Make the track you hear in your head.</h1>
      <p>DJ, studio, sample and effects software from {siteName}.</p>
      <p>
        <Link to="/studio" className="button">
          Explore Studio
        </Link>
      </p>
    </section>
  )
}
