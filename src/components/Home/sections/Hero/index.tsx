import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/Section';
import {sectionHeadingId} from '@site/src/components/Section/headingId';
import DemoPicture from '@site/src/components/BrowserDemo/Picture';
import {avatarIds, hero} from '@site/src/data/hero';
import GraphMotif from '../../GraphMotif';
import WaitlistLink from '../../WaitlistLink';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  const imageBase = useBaseUrl('/img/home/');
  return (
    <Section id="hero" className={styles.hero} firstScreen>
      <div className={styles.grid}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            {hero.badge}
          </p>
          <h1 id={sectionHeadingId('hero')} className={styles.title}>
            {hero.headline}
          </h1>
          <p className={styles.subline}>{hero.subline}</p>
          <div className={styles.ctas}>
            <WaitlistLink>{hero.primaryCta}</WaitlistLink>
            <Link className="button button--outline button--primary button--lg" to="#browser-demo">
              {hero.secondaryCta}
            </Link>
          </div>
          <div className={styles.proof}>
            <span className={styles.avatars}>
              {avatarIds.map((id) => (
                <img
                  key={id}
                  src={`${imageBase}avatar-${id}.svg`}
                  width={40}
                  height={40}
                  alt=""
                  decoding="async"
                />
              ))}
            </span>
            <p className={styles.proofText}>
              {hero.socialProofLead} <strong>{hero.socialProof}</strong>
            </p>
          </div>
        </div>
        {/* The home page holds its first paint until this is parsed (src/pages/index.tsx). */}
        <div id="hero-picture" className={styles.figure}>
          <GraphMotif className={styles.motif} />
          {/* The demo's opening scene drawn in HTML: it follows the theme, needs no request, and
              its many small text blocks never outweigh the headline as the largest paint. */}
          <DemoPicture label={hero.pictureLabel} />
        </div>
      </div>
    </Section>
  );
}
