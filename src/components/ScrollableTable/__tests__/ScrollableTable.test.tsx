import {render, screen} from '@testing-library/react';
import ScrollableTable from '..';

global.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Reaching and scrolling a wide table by keyboard: tests/e2e/tables.spec.ts, in a real browser.
it.each([
  ['too wide is a region named after its headers', 900, undefined, 'Table: Mode, Size'],
  ['too wide is a region named after its caption', 900, 'Modes', 'Table: Modes'],
  ['that fits is no region and no tab stop', 300, undefined, null],
])('a Markdown table %s', (_, scrollWidth, caption, name) => {
  // jsdom lays nothing out: the box gets the widths a browser would measure.
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  const {container} = render(
    <ScrollableTable>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th>Mode</th>
          <th>Size</th>
        </tr>
      </thead>
    </ScrollableTable>,
  );
  const regions = screen.queryAllByRole('region', name === null ? undefined : {name});
  expect(regions).toHaveLength(name === null ? 0 : 1);
  // The region is the one tab stop, and holds the table.
  expect(Array.from(container.querySelectorAll('[tabindex]'))).toEqual(regions);
  expect(regions.map((region) => region.getAttribute('tabindex'))).toEqual(regions.map(() => '0'));
  expect(regions.filter((region) => !region.contains(screen.getByRole('table')))).toEqual([]);
});
