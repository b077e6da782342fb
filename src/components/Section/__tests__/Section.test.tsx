import {render, screen} from '@testing-library/react';
import Section from '..';
import SectionHeader from '../../SectionHeader';

jest.mock('@docusaurus/useBrokenLinks', () => () => ({collectAnchor: () => {}}), {virtual: true});

// Sections by h2 and id: home.spec.ts; search phrasings: build.spec.ts. Unregistered anchors throw.
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
