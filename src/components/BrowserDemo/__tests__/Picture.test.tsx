import {render, screen} from '@testing-library/react';
import {scriptedMessages} from '@site/src/data/demo';
import DemoPicture from '../Picture';

// Its label, opening scene, and nothing in it to operate: tests/e2e/home.spec.ts, in the hero.
it('the demo picture shows the first question answered, and no later message', () => {
  render(<DemoPicture label="The demo" />);
  const picture = screen.getByRole('img', {name: 'The demo'});
  expect(picture.textContent).toContain(scriptedMessages[1]!.content);
  expect(picture.textContent).not.toContain(scriptedMessages[2]!.content);
});
