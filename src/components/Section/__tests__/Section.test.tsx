import {render, screen} from '@testing-library/react';
import Section from '..';
import SectionHeader from '../../SectionHeader';
import {sectionKeywords} from '../../../data/sectionKeywords';

const collectAnchor = jest.fn();
jest.mock('@docusaurus/useBrokenLinks', () => () => ({collectAnchor, collectLink: jest.fn()}), {
  virtual: true,
});

describe('<Section> with <SectionHeader>', () => {
  it('is a region named by its h2 and registers its anchor for the link checker', () => {
    render(
      <Section id="faq" tone="muted">
        <SectionHeader
          sectionId="faq"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          lead="Answered."
        />
      </Section>,
    );
    const region = screen.getByRole('region', {name: 'Frequently Asked Questions'});
    expect(region.id).toBe('faq');
    expect(region.dataset.tone).toBe('muted');
    expect(screen.getByRole('heading', {level: 2}).id).toBe('faq-title');
    expect(collectAnchor).toHaveBeenCalledWith('faq');
  });

  it('renders only the parts it is given', () => {
    render(
      <Section id="plain">
        <SectionHeader sectionId="plain" title="Plain" />
      </Section>,
    );
    const region = screen.getByRole('region', {name: 'Plain'});
    expect(region.dataset.tone).toBe('plain');
    expect(region.querySelectorAll('p')).toHaveLength(0);
  });

  it.each(Object.entries(sectionKeywords))(
    'gives the search the phrasings visitors use for #%s',
    (id, phrasings) => {
      render(<Section id={id}>text</Section>);
      expect(document.getElementById(id)?.dataset.searchKeywords).toBe(phrasings.join(', '));
    },
  );
});
