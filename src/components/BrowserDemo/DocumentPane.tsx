import {memo, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {demoTiming, documentPages, type DocumentPage} from '@site/src/data/demo';
import Icon from './Icon';
import type {DemoFrame} from './schedule';
import styles from './styles.module.css';

interface Props {
  page: DocumentPage;
  frame: DemoFrame;
  animate: boolean;
  /** A still picture (the hero's): no region, heading or tab stop of its own. */
  picture: boolean;
}

const kindLabels = {
  requirements: 'Requirements',
  tracking: 'Tracking',
  mlops: 'MLOps',
  communication: 'Communication',
} as const satisfies Record<DocumentPage['kind'], string>;

/** Centre pane: the page being read, its capture, its key metrics and its cross-references. */
function DocumentPane({page, frame, animate, picture}: Props): ReactNode {
  const {capturing, highlighted} = frame;
  const titleId = useId();
  const Pane = picture ? 'div' : 'section';
  const Title = picture ? 'p' : 'h3';
  return (
    <Pane className={styles.documentPane} aria-label={picture ? undefined : 'Document view'}>
      <div className={styles.documentBar}>
        {/* Every label sits in the same cell, so the pill is as wide as the widest one and
            nothing after it moves when the page changes; only the current one is shown. */}
        <span className={styles.kind}>
          {Object.values(kindLabels).map((label) => {
            const spare = label !== kindLabels[page.kind];
            return (
              <span
                key={label}
                className={clsx(styles.kindLabel, spare && styles.kindSpare)}
                aria-hidden={spare || undefined}>
                {label}
              </span>
            );
          })}
        </span>
        <span className={styles.pageCount}>
          Page {frame.pageIndex + 1} of {documentPages.length}
        </span>
        <span className={clsx(styles.capturing, capturing && styles.capturingOn)}>
          <span className={clsx(styles.statusDot, styles.pulse)} aria-hidden="true" />
          Capturing page
        </span>
      </div>
      {/* Keyed by page so each new page enters with its own fade. */}
      <div
        key={page.id}
        className={clsx(styles.documentBody, animate && styles.pageEnter)}
        role={picture ? undefined : 'group'}
        tabIndex={picture ? undefined : 0}
        aria-labelledby={picture ? undefined : titleId}>
        <p className={styles.documentApp}>{page.app}</p>
        <Title id={titleId} className={styles.documentTitle}>
          {page.title}
        </Title>
        <dl className={styles.metrics}>
          {page.items.map((item, index) => {
            const isKey = highlighted && index < demoTiming.highlightCount;
            return (
              <div key={item.label} className={clsx(styles.metric, isKey && styles.metricKey)}>
                <dt>{item.label}</dt>
                <dd>
                  {isKey ? <mark className={styles.mark}>{item.value}</mark> : item.value}
                  {isKey ? <span className={styles.srOnly}> (key metric)</span> : null}
                </dd>
              </div>
            );
          })}
        </dl>
        <div className={clsx(styles.banner, highlighted && styles.bannerOn)}>
          <Icon name="spark" className={styles.bannerIcon} />
          <span>
            <strong>Cross-referenced</strong> with {page.crossReferences.join(' and ')} in your
            context.
          </span>
        </div>
      </div>
    </Pane>
  );
}

export default memo(DocumentPane);
