import type {ReactNode} from 'react';
import type {ExcerptPart} from '@site/src/search/places';

/** A search result's excerpt, its matched words marked; text only, never HTML. */
export default function SearchExcerpt({excerpt}: {excerpt: readonly ExcerptPart[]}): ReactNode {
  // The pieces of one excerpt never change order: their position is their identity.
  return excerpt.map(({text, marked}, index) =>
    marked ? <mark key={index}>{text}</mark> : <span key={index}>{text}</span>,
  );
}
