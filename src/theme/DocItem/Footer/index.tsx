import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import Helpful from '@site/src/components/Helpful';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';
import type {ReleaseNotesData} from '@site/src/plugins/releaseFacts';
import {jsonLdText, webPageData} from '@site/src/seo';

/**
 * Wrapped so that every doc, a writer's new Markdown file included, ends with: upstream's footer
 * (the "Last updated" date), the release note of its docs version once versions are cut, "Was
 * this page helpful?", and its date of change in the page's structured data.
 */
export default function FooterWithHelpful(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const {byDocsVersion} = usePluginData('release-notes') as ReleaseNotesData;
  const note = byDocsVersion[version.version];
  return (
    <>
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
      <Footer />
      {note && (
        <p className="margin-top--lg">
          <Link to={note.permalink} data-release-note>
            {releaseNotesCopy.docsNote(version.label)}
          </Link>
        </p>
      )}
      <Helpful version={version.version} />
    </>
  );
}
