import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import BackHome from '@site/src/components/BackHome';
import Helpful from '@site/src/components/Helpful';
import MarkdownActions from '@site/src/components/MarkdownActions';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';
import type {ReleaseNotesData} from '@site/src/plugins/releaseFacts';
import {jsonLdText, webPageData} from '@site/src/seo';
import styles from './styles.module.css';

/*
 * What src/plugins/rehypeDocParts.ts puts around every doc's text: the page's tools, not its text
 * (`data-not-content`), so the search and the Markdown copies leave them out.
 */

/** Right under the doc's title: the way back home and the Markdown copy. */
export function DocTools(): ReactNode {
  return (
    <div className={styles.tools} data-not-content="">
      <BackHome />
      <MarkdownActions />
    </div>
  );
}

/** After the doc's text: its version's release note, "Was this page helpful?", its WebPage data. */
export function DocEnd(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const {byDocsVersion} = usePluginData('release-notes') as ReleaseNotesData;
  const note = byDocsVersion[version.version];
  return (
    <div data-not-content="">
      <Head>
        <script type="application/ld+json">
          {jsonLdText(
            webPageData({
              url: `${siteConfig.url}${metadata.permalink}`,
              name: metadata.title,
              description: metadata.description,
              lastUpdatedAt: metadata.lastUpdatedAt,
            }),
          )}
        </script>
      </Head>
      {note && (
        <p className="margin-top--lg">
          <Link to={note.permalink} data-release-note>
            {releaseNotesCopy.docsNote(version.label)}
          </Link>
        </p>
      )}
      <Helpful version={version.version} />
    </div>
  );
}
