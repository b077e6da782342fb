import {render, screen} from '@testing-library/react';
import Section from '..';
import SectionHeader from '../../SectionHeader';

jest.mock('@docusaurus/useBrokenLinks', () => () => ({collectAnchor: () => {}}), {virtual: true});

// Each home section named by its h2, found by its id: tests/e2e/home.spec.ts; the phrasings each
// gives the search, in the index: tests/e2e/build.spec.ts. Its anchor unregistered, the build throws.
it('a section takes its tone, and shows only the parts it is given', () => {
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
  expect(screen.getByRole('region', {name: 'Questions'}).dataset.tone).toBe('muted');
  const plain = screen.getByRole('region', {name: 'Plain'});
  expect(plain.dataset.tone).toBe('plain');
  expect(plain.querySelectorAll('p')).toHaveLength(0);
});
