import type {PluginOptions} from '@docusaurus/plugin-content-docs';

/** Docs that close the sidebar, whatever the other docs' positions (or lack of them). */
const lastDocIds = new Set(['support']);

/**
 * Upstream's generated sidebar with the closing docs moved to its end: upstream puts docs
 * without a `sidebar_position` after every numbered one, so a new article would follow Support.
 */
export const sidebarItemsGenerator: PluginOptions['sidebarItemsGenerator'] = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => {
  const items = await defaultSidebarItemsGenerator(args);
  const isLast = (item: (typeof items)[number]) => item.type === 'doc' && lastDocIds.has(item.id);
  return [...items.filter((item) => !isLast(item)), ...items.filter(isLast)];
};
