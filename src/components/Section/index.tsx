import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SectionHeader from '@site/src/components/SectionHeader';
import {sectionKeywords} from '@site/src/data/sectionKeywords';
import {sectionHeadingId} from './headingId';
import styles from './styles.module.css';

interface Props {
  /** Anchor of the section; its heading must carry the id `sectionHeadingId(id)`. */
  id: string;
  /** plain: page background; muted: a quiet surface; band: the page's one dark band. */
  tone?: 'plain' | 'muted' | 'band';
  className?: string;
  /** The section the page opens on; every other may skip layout while the page starts. */
  firstScreen?: boolean;
  /** The header it opens with (SectionHeader), if any; otherwise its heading is in `children`. */
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The home page's section wrapper: one rhythm of spacing, width and background for all. */
export default function Section({
  id,
  tone = 'plain',
  className,
  firstScreen = false,
  eyebrow,
  title,
  lead,
  children,
}: Props): ReactNode {
  // Registers the anchor so the build's broken-anchor check accepts links such as #browser-demo.
  useBrokenLinks().collectAnchor(id);
  return (
    <section
      id={id}
      aria-labelledby={sectionHeadingId(id)}
      className={clsx(styles.section, styles[tone], className)}
      data-tone={tone}
      // Visitors' phrasings for what the section answers, read by the site search.
      data-search-keywords={sectionKeywords[id]?.join(', ')}
      data-lazy-part={firstScreen ? undefined : ''}>
      <div className="container">
        {title && <SectionHeader sectionId={id} eyebrow={eyebrow} title={title} lead={lead} />}
        {children}
      </div>
    </section>
  );
}
