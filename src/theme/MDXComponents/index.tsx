// Wrapped: every Markdown table scrolls in a box the keyboard can reach when it is too wide.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
