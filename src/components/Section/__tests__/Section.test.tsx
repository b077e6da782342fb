import {render, screen} from '@testing-library/react';
import Section from '..';
import SectionHeader from '../../SectionHeader';

const collectAnchor = jest.fn();
jest.mock('@docusaurus/useBrokenLinks', () => () => ({collectAnchor, collectLink: jest.fn()}), {
  virtual: true,
});

// The phrasings each home section gives the search: tests/e2e/build.spec.ts, in the build.
it('a section is a region named by its h2, registers its anchor for the link checker, and shows only the parts it is given', () => {
  render(
    <>
      <Section id="faq" tone="muted">
        <SectionHeader sectionId="faq" eyebrow="FAQ" title="Questions" lead="Answered." />
      </Section>
      <Section id="plain">
        <SectionHeader sectionId="plain" title="Plain" />
      </Section>
    </>,
  );
  const region = screen.getByRole('region', {name: 'Questions'});
  expect(region.id).toBe('faq');
  expect(region.dataset.tone).toBe('muted');
  expect(screen.getAllByRole('heading', {level: 2}).map(({id}) => id)).toEqual([
    'faq-title',
    'plain-title',
  ]);
  expect(collectAnchor).toHaveBeenCalledWith('faq');
  const plain = screen.getByRole('region', {name: 'Plain'});
  expect(plain.dataset.tone).toBe('plain');
  expect(plain.querySelectorAll('p')).toHaveLength(0);
});
