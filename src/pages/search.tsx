import {useState, type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import PageColumn from '@site/src/components/PageColumn';
import SearchExcerpt from '@site/src/components/SearchExcerpt';
import SearchHelp from '@site/src/components/SearchHelp';
import {relatedLabel} from '@site/src/components/SearchHelp/messages';
import {searchLimits} from '@site/src/search/limits';
import {useSiteSearch, type Found} from '@site/src/search/useSiteSearch';
import styles from './search.module.css';

/** /search?q=…: every place found for the query, read in the browser; never indexed itself. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Read once hydrated: the server rendered the page without one.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q')?.trim() ?? '') : '';
  const [latest, setFound] = useState<Found | null>(null);
  useSiteSearch(query, searchLimits.page, setFound);
  // What was found for the query in the address; an earlier query's places are not shown.
  const found = latest !== null && latest.query === query ? latest : null;
  const title = query === '' ? 'Search the site' : `Search results for “${query}”`;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    history.push(`${location.pathname}?q=${encodeURIComponent(String(typed ?? '').trim())}`);
  };

  return (
    <Layout
      title={title}
      description="Search the articles, the support page and the release notes.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <PageColumn>
        <h1>{title}</h1>
        {/* A new form for each query in the address, holding that query. */}
        <form key={query} className={styles.form} role="search" onSubmit={onSubmit}>
          <input
            className={styles.input}
            type="search"
            name="q"
            aria-label="Search the site"
            defaultValue={query}
          />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </form>
        <div aria-live="polite">
          {query !== '' && found === null && <p className={styles.status}>Searching…</p>}
          {found !== null && !found.confident && (
            <SearchHelp question={query} needsBuild={found.needsBuild} />
          )}
          {found?.confident && (
            <p className={styles.status}>
              {found.places.length === 1
                ? 'One place matches.'
                : `${found.places.length} places match.`}
            </p>
          )}
        </div>
        {found !== null && !found.confident && found.places.length > 0 && (
          <h2 className={styles.related}>{relatedLabel}</h2>
        )}
        {found?.places.map((place) => (
          <article key={place.url} className={styles.result}>
            <h2 className={styles.title}>
              <Link to={place.url}>{place.title}</Link>
            </h2>
            {place.page !== null && <p className={styles.page}>{place.page}</p>}
            <p className={styles.excerpt}>
              <SearchExcerpt excerpt={place.excerpt} />
            </p>
          </article>
        ))}
      </PageColumn>
    </Layout>
  );
}
