/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';

/**
 * src/theme/DocItem/Content wraps upstream's component and hands it "Back to Home" as the first
 * child, relying on upstream to render the title first and then its children as the content.
 */
describe('the DocItem/Content override', () => {
  it("still matches upstream's component", () => {
    const upstream = readFileSync(
      require.resolve('@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js'),
      'utf8',
    );
    const title = upstream.indexOf('<Heading as="h1">');
    const content = upstream.indexOf('<MDXContent>{children}</MDXContent>');
    if (!(title >= 0 && content > title)) {
      throw new Error(
        "Upstream's DocItem/Content changed: check that src/theme/DocItem/Content still puts " +
          '"Back to Home" right under the title of every doc',
      );
    }
  });
});
