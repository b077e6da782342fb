import {render, screen} from '@testing-library/react';
import SourceCode from '..';
import {sourceCode, sourceCodeText} from '@site/src/data/claims';

const url = 'https://code.example.test/mnemo/core/';

// With SOURCE_URL unset, the sentence on each page that makes the claim: quality/pages.spec.ts.
it('links the open-source core when SOURCE_URL is set, in a new tab, named by its address', () => {
  const {container} = render(<SourceCode url={url} />);
  const link = screen.getByRole('link', {name: /code\.example\.test\/mnemo\/core/});
  expect(link).toMatchObject({href: url, target: '_blank'});
  expect(link.textContent).toContain('(opens in a new tab)');
  const {text} = sourceCode(url);
  expect(text).toMatch(/:$/);
  expect(container.textContent?.startsWith(`${text} `)).toBe(true);
});

it('gives the FAQ the same sentence as plain text', () => {
  expect(sourceCodeText(url.replace(/\/$/, ''))).toBe(
    `${sourceCode(url).text} code.example.test/mnemo/core.`,
  );
});
