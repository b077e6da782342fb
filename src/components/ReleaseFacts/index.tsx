import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import type {releaseFacts} from '@site/src/plugins/releaseFacts';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';
import styles from './styles.module.css';

/** The first article of a docs version, where a note sends readers of that version. */
function useDocsVersionPath(name: string | undefined): {path: string; label: string} | null {
  const versions = useVersions(undefined);
  const version = versions.find((candidate) => candidate.name === name);
  if (!version) return null;
  const main = version.docs.find((doc) => doc.id === version.mainDocId);
  return {path: main?.path ?? version.path, label: version.label};
}

/** A release note's facts under its title: version, channel, platforms, security, its docs. */
export default function ReleaseFacts({facts}: {facts: ReturnType<typeof releaseFacts>}): ReactNode {
  const docs = useDocsVersionPath(facts.docsVersion);
  const copy = releaseNotesCopy.facts;
  return (
    <dl className={styles.facts} aria-label={`${copy.label} ${facts.version}`}>
      <div>
        <dt>{copy.version}</dt>
        <dd>{facts.version}</dd>
      </div>
      <div>
        <dt>{copy.channel}</dt>
        <dd>{releaseNotesCopy.channels[facts.channel]}</dd>
      </div>
      <div>
        <dt>{copy.platforms}</dt>
        <dd>{facts.platforms.join(', ')}</dd>
      </div>
      {facts.security && (
        <div>
          <dt className="visually-hidden">{copy.security}</dt>
          <dd className={styles.security}>{copy.security}</dd>
        </div>
      )}
      {docs && (
        <div>
          <dt>{copy.docs}</dt>
          <dd>
            <Link to={docs.path} data-docs-version={facts.docsVersion}>
              {docs.label}
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}
