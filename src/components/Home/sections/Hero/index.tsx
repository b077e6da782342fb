import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/Section';
import {avatarIds, hero, screenshotSize, screenshotWidths} from '@site/src/data/hero';
import GraphMotif from '../../GraphMotif';
import WaitlistLink from '../../WaitlistLink';
import styles from './styles.module.css';

/** Rendered width of the screenshot: full width up to the figure's 64rem (styles.module.css). */
const screenshotSizes = '(min-width: 1088px) 1024px, calc(100vw - 2rem)';

export default function Hero(): ReactNode {
  const imageBase = useBaseUrl('/img/home/');
  const largest = screenshotWidths[screenshotWidths.length - 1];
  return (
    <Section id="hero" className={styles.hero}>
      <div className={styles.grid}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            {hero.badge}
          </p>
          <h1 id="hero-title" className={styles.title}>
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
        <div className={styles.figure}>
          <GraphMotif className={styles.motif} />
          {/* Never lazy, in a box reserved by width/height; not high priority, because the
              headline is the largest thing above the fold and must not wait for this image. */}
          <img
            className={styles.screenshot}
            src={`${imageBase}screenshot-${largest}.webp`}
            srcSet={screenshotWidths
              .map((width) => `${imageBase}screenshot-${width}.webp ${width}w`)
              .join(', ')}
            sizes={screenshotSizes}
            width={screenshotSize.width}
            height={screenshotSize.height}
            alt={hero.screenshotAlt}
            decoding="async"
          />
        </div>
      </div>
    </Section>
  );
}
