import type {ReactNode} from 'react';
import {excerptParts} from '@site/src/search/places';

/** A search result's excerpt, its matched words in `<mark>`; text only, never the index's HTML. */
export default function SearchExcerpt({excerpt}: {excerpt: string}): ReactNode {
  // The pieces of one excerpt never change order: their position is their identity.
  return excerptParts(excerpt).map(({text, marked}, index) =>
    marked ? <mark key={index}>{text}</mark> : <span key={index}>{text}</span>,
  );
}
