import {brand, embedScriptUrlFor, feedbackEmbedScriptUrl} from '../brand';

it('the feedback embed script is the widget script on the feedback form’s origin, wherever', () => {
  expect(feedbackEmbedScriptUrl).toBe(`${new URL(brand.feedbackFormUrl).origin}/widgets/embed.js`);
  for (const origin of ['https://tally.so', 'https://forms.example.test']) {
    expect(embedScriptUrlFor(`${origin}/embed/abc?x=1`)).toBe(`${origin}/widgets/embed.js`);
  }
});
