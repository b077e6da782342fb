import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';

interface Props {
  children: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
}

/** A call to action that opens the external waitlist form (Link adds target and rel for URLs). */
export default function WaitlistLink({children, size = 'lg', className}: Props): ReactNode {
  return (
    <Link
      className={clsx('button button--primary', size === 'lg' && 'button--lg', className)}
      href={brand.waitlistUrl}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}
