/* global module */
/**
 * A webpack loader that replaces one exact piece of a dependency's source, for the plugins that
 * patch Docusaurus (src/plugins/searchLocal.ts). It fails the build, naming the plugin, when the
 * piece is no longer there exactly once: upstream has changed the code the patch was written for.
 */
module.exports = function sourcePatchLoader(source) {
  const {search, replace, owner} = this.getOptions();
  const count = source.split(search).length - 1;
  if (count !== 1) {
    throw new Error(
      `${owner}: expected ${this.resourcePath} to contain ${JSON.stringify(search)} once, ` +
        `found it ${count} times. Upstream has changed that code: read it, then update or remove the patch.`,
    );
  }
  return source.replace(search, () => replace);
};
