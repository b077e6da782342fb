import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import type {Props} from '@theme/Heading';
import styles from './styles.module.css';

/** The words a heading shows, for the label of its link. */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child): string => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{children?: ReactNode}>(child)) return textOf(child.props.children);
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A heading with its "#" link beside it, not inside it: its name is its text alone, and the link
 * is named after the section. It keeps the `anchor` class the table of contents looks for.
 */
export default function AnchoredHeading({as: As, id, className, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // A page's h1 is its title: no table of contents entry, no link.
  if (As === 'h1' || !id) return <As {...props} className={className} />;

  brokenLinks.collectAnchor(id);
  const label = `Section titled “${textOf(props.children) || id}”`;
  return (
    <div className={clsx(styles.heading, styles[As], className)}>
      <As {...props} id={id} className={clsx('anchor', anchorTargetClassName, styles.text)} />
      <Link className="hash-link" to={`#${id}`} aria-label={label} title={label} translate="no">
        &#8203;
      </Link>
    </div>
  );
}
