import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import Layout from '@theme/Layout';
import type {ReleaseNotesData} from '@site/src/plugins/releaseFacts';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/** /releases/latest: leads to the newest release note by a refresh tag, the router, or a link. */
export default function LatestRelease(): ReactNode {
  const {latest} = usePluginData('release-notes') as ReleaseNotesData;
  const history = useHistory();
  const target = latest?.permalink ?? '/releases';
  useEffect(() => {
    history.replace(target);
  }, [history, target]);
  return (
    <Layout title={releaseNotesCopy.latestTitle} description={releaseNotesCopy.latestDescription}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>{releaseNotesCopy.latestTitle}</h1>
        <p>
          <Link to={target}>{latest?.title ?? releaseNotesCopy.listTitle}</Link>
        </p>
      </main>
    </Layout>
  );
}
