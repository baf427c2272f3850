/**
 * The /search page (decision 183): the form (a plain GET, so it works without JavaScript), then the
 * results best first, or, when nothing matches, a sentence saying so above the page's suggestions.
 */
import { searchKindNames } from '../../models/content/search.ts'
import { SiteLink } from '../components/SiteLink.tsx'
import type { SearchView } from '../shell/types.ts'

export function SearchResults({ search }: { search: SearchView }) {
  const { q, results } = search
  return (
    <div className="container search">
      <search>
        <form className="search__form" action="/search" method="get">
          <label htmlFor="search-q">Search products, tutorials, sound packs and release notes</label>
          <div className="search__row">
            <input id="search-q" className="site-search__input" type="search" name="q" defaultValue={q} />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
      </search>
      {q ? (
        <p className="search__summary" role="status" data-results={results.length}>
          {results.length === 0
            ? `No results for “${q}”. Try other words, or one of the pages below.`
            : `${results.length === 1 ? '1 result' : `${results.length} results`} for “${q}”`}
        </p>
      ) : null}
      {results.length > 0 ? (
        <ol className="search__results">
          {results.map((result) => (
            <li key={result.path} className="search__result" data-kind={result.kind}>
              <p className="search__kind">{searchKindNames[result.kind]}</p>
              <h2 className="search__title">
                <SiteLink to={result.path}>{result.label}</SiteLink>
              </h2>
              {result.text ? <p className="search__text">{result.text}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
