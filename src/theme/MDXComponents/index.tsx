// Wrapped: tables scroll in a box the keyboard reaches, h2–h6 keep their "#" link beside them;
// DocTools and DocEnd are what src/plugins/rehypeDocParts.ts puts around every doc's text.
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import AnchoredHeading from '@site/src/components/AnchoredHeading';
import {DocEnd, DocTools} from '@site/src/components/DocParts';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  DocTools,
  DocEnd,
  h2: (props: ComponentProps<'h2'>) => <AnchoredHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <AnchoredHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <AnchoredHeading as="h4" {...props} />,
  h5: (props: ComponentProps<'h5'>) => <AnchoredHeading as="h5" {...props} />,
  h6: (props: ComponentProps<'h6'>) => <AnchoredHeading as="h6" {...props} />,
};
