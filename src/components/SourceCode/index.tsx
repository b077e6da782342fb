import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';
import {sourceCode} from '@site/src/data/claims';

interface Props {
  /** The public repository of the open-source core; the build's SOURCE_URL by default. */
  url?: string | null;
}

/** Completes the open-source claim: a link to the code, or when it will be published. */
export default function SourceCode({url = brand.sourceUrl}: Props): ReactNode {
  const {text, link} = sourceCode(url);
  if (!link) return text;
  return (
    <>
      {text}{' '}
      <Link href={link.href}>
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
      .
    </>
  );
}
