import {render, screen} from '@testing-library/react';
import SourceCode from '..';
import {claims, sourceCodeText} from '@site/src/data/claims';

const unpublished =
  'Its code will be published with the public release, for anyone to read and check.';

it('links the open-source core when SOURCE_URL is set, in a new tab', () => {
  const {container} = render(<SourceCode url="https://code.example.test/mnemo/core/" />);
  const link = screen.getByRole('link', {name: /code\.example\.test\/mnemo\/core/});
  expect(link).toMatchObject({href: 'https://code.example.test/mnemo/core/', target: '_blank'});
  expect(link.textContent).toContain('(opens in a new tab)');
  expect(container.textContent).toMatch(/^Its code is public, for anyone to read and check: /);
});

it('says plainly when the code will be published when SOURCE_URL is unset', () => {
  const {container} = render(<SourceCode url={null} />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(container.textContent).toBe(unpublished);
});

it('gives the FAQ the same sentence as plain text in both states', () => {
  expect(sourceCodeText(null)).toBe(unpublished);
  expect(sourceCodeText('https://code.example.test/mnemo/core')).toBe(
    'Its code is public, for anyone to read and check: code.example.test/mnemo/core.',
  );
  expect(claims.openSourceCore).toMatch(/is open source$/);
});
