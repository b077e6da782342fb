import {render, screen} from '@testing-library/react';
import SourceCode from '..';
import {claims, sourceCode, sourceCodeText} from '@site/src/data/claims';

const url = 'https://code.example.test/mnemo/core/';

it('links the open-source core when SOURCE_URL is set, in a new tab, named by its address', () => {
  const {container} = render(<SourceCode url={url} />);
  const link = screen.getByRole('link', {name: /code\.example\.test\/mnemo\/core/});
  expect(link).toMatchObject({href: url, target: '_blank'});
  expect(link.textContent).toContain('(opens in a new tab)');
  const {text} = sourceCode(url);
  expect(text).toMatch(/:$/);
  expect(container.textContent?.startsWith(`${text} `)).toBe(true);
});

it('says when the code will be published when SOURCE_URL is unset, with no link', () => {
  const {container} = render(<SourceCode url={null} />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(container.textContent).toBe(sourceCode(null).text);
  expect(sourceCode(null).link).toBeNull();
});

it('gives the FAQ the same sentence as plain text in both states', () => {
  expect(sourceCodeText(null)).toBe(sourceCode(null).text);
  expect(sourceCodeText(url.replace(/\/$/, ''))).toBe(
    `${sourceCode(url).text} code.example.test/mnemo/core.`,
  );
  expect(claims.openSourceCore).toMatch(/open source$/);
});
