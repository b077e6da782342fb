import {defaultActionNames, demoReply, scriptedMessages} from '@site/src/data/demo';
import {conversation, replyTo, scoreTone, suggestActions, type VisitorMessage} from '../schedule';

const names = (messages: string[]): string[] =>
  suggestActions(messages.map((content) => ({content}))).map((action) => action.name);

function visitor(id: string, after: number): VisitorMessage {
  return {id, content: id, isUser: true, timestamp: 'just now', after};
}

const script = scriptedMessages.map((message) => message.id);
const ids = (list: {id: string}[]) => list.map((message) => message.id);

// What each moment of the script shows, in either motion: tests/e2e/demo.spec.ts, in a browser.
it('colours scores green above 90, yellow above 80, grey otherwise', () => {
  const tones = ['high', 'high', 'medium', 'medium', 'low', 'low'];
  expect([100, 91, 90, 81, 80, 0].map(scoreTone)).toEqual(tones);
});

// By keyword, newest first, reading order, at most three; whole words, any case; else defaults.
it.each([
  [
    ['Check the AWS bill', 'Ping them on Slack'],
    ['slack', 'aws'],
  ],
  [
    ['jira and confluence', 'mlflow', 'github', 'slack'],
    ['slack', 'github', 'mlflow'],
  ],
  [['GitHub first, then Jira'], ['github', 'jira']],
  [['JIRA jira Jira'], ['jira']],
  [['slacking off, slackers'], defaultActionNames],
])('suggests, after %j, %j', (messages, expected) => {
  expect(names(messages)).toEqual(expected);
});

it('suggests first what the visitor just typed, over the whole script', () => {
  expect(names([...scriptedMessages.map(({content}) => content), 'tell slack'])[0]).toBe('slack');
});

it('places the visitor’s messages after the script shown when they were sent', () => {
  const list = conversation(4, [visitor('first', 2), visitor('second', 4)]);
  expect(ids(list)).toEqual([...script.slice(0, 2), 'first', ...script.slice(2, 4), 'second']);
  // One sent under reduced motion stays at the end.
  expect(conversation(8, [visitor('late', 8)]).at(-1)?.id).toBe('late');
});

it('answers the visitor’s last message once, in its place, taking turns among the replies', () => {
  expect(replyTo([])).toBeNull();
  const first = replyTo([visitor('first', 2)]);
  expect(first).toMatchObject({isUser: false, after: 2, content: demoReply.texts[0]});
  expect(first?.link).toEqual(demoReply.link);
  // Answered: nothing more until the visitor sends again.
  expect(replyTo([visitor('first', 2), first!])).toBeNull();
  const second = replyTo([visitor('first', 2), first!, visitor('second', 4)]);
  expect(second).toMatchObject({after: 4, content: demoReply.texts[1 % demoReply.texts.length]});
  expect(second?.id).not.toBe(first?.id);
  const list = conversation(8, [visitor('first', 2), first!]);
  expect(ids(list)).toEqual([...script.slice(0, 2), 'first', first!.id, ...script.slice(2, 8)]);
});
