import {render, screen} from '@testing-library/react';
import {contextTree, documentPages, scriptedMessages} from '@site/src/data/demo';
import DemoPicture from '../Picture';

it('the demo picture draws the opening scene, the first question answered, as one labelled image', () => {
  const {container} = render(<DemoPicture label="The demo" />);
  const picture = screen.getByRole('img', {name: 'The demo'});
  expect(picture.textContent).toContain(documentPages[0]!.title);
  for (const item of contextTree) expect(picture.textContent).toContain(item.name);
  expect(picture.textContent).toContain(scriptedMessages[0]!.content);
  expect(picture.textContent).toContain(scriptedMessages[1]!.content);
  expect(picture.textContent).not.toContain(scriptedMessages[2]!.content);
  // Nothing inside doubles the live demo's roles, headings, controls or tab stops.
  const doubles =
    '[role]:not([role="img"]), [tabindex], a, button, input, form, section, h1, h2, h3';
  expect(container.querySelectorAll(doubles)).toHaveLength(0);
});
