import {render, screen, within} from '@testing-library/react';
import CompressionModes from '..';
import {compressionTable} from '@site/src/data/compression';

// Each mode's row, its header and its facts: tests/e2e/articles.spec.ts, in the article.
it('is a table named by its caption, its columns headed as the data names them', () => {
  render(<CompressionModes />);
  const table = screen.getByRole('table', {name: compressionTable.caption});
  const headers = within(table).getAllByRole('columnheader');
  const {name, size, keeps, bestFor} = compressionTable.columns;
  expect(headers.map((header) => header.textContent)).toEqual([name, size, keeps, bestFor]);
});
