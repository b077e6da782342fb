import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';

/** A call to action that opens the external waitlist form (Link adds target and rel for URLs). */
export default function WaitlistLink({children}: {children: ReactNode}): ReactNode {
  return (
    <Link className="button button--primary button--lg" href={brand.waitlistUrl}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}
