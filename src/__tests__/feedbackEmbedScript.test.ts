import {brand, embedScriptUrlFor, feedbackEmbedScriptUrl} from '../brand';

describe('feedback embed script URL', () => {
  it('is the widget script on the origin of the feedback form', () => {
    expect(feedbackEmbedScriptUrl).toBe(
      `${new URL(brand.feedbackFormUrl).origin}/widgets/embed.js`,
    );
    expect(embedScriptUrlFor('https://tally.so/embed/abc?x=1')).toBe(
      'https://tally.so/widgets/embed.js',
    );
  });

  it('follows a form hosted elsewhere', () => {
    expect(embedScriptUrlFor('https://forms.example.test/embed/abc')).toBe(
      'https://forms.example.test/widgets/embed.js',
    );
  });
});
