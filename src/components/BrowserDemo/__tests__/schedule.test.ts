import {defaultActionNames, demoReply, scriptedMessages} from '@site/src/data/demo';
import {conversation, replyTo, scoreTone, suggestActions, type VisitorMessage} from '../schedule';

const names = (messages: string[]): string[] =>
  suggestActions(messages.map((content) => ({content}))).map((action) => action.name);

// What each moment of the script shows, in either motion: tests/e2e/demo.spec.ts, in a browser.
describe('the demo schedule', () => {
  it('colours scores green above 90, yellow above 80, grey otherwise', () => {
    const tones = ['high', 'high', 'medium', 'medium', 'low', 'low'];
    expect([100, 91, 90, 81, 80, 0].map(scoreTone)).toEqual(tones);
  });
});

// The defaults shown at first: tests/e2e/demo.spec.ts.
describe('suggested actions', () => {
  it('chooses by keyword, newest message first, each in reading order, at most three', () => {
    expect(names(['Check the AWS bill', 'Ping them on Slack'])).toEqual(['slack', 'aws']);
    expect(names(['jira and confluence', 'mlflow', 'github', 'slack'])).toEqual([
      'slack',
      'github',
      'mlflow',
    ]);
    expect(names(['GitHub first, then Jira'])).toEqual(['github', 'jira']);
    // What the visitor just typed wins over the whole script.
    const script = scriptedMessages.map((message) => message.content);
    expect(names([...script, 'please tell slack'])[0]).toBe('slack');
  });

  it('matches whole words regardless of case, once each, else suggests the defaults', () => {
    expect(names(['JIRA jira Jira'])).toEqual(['jira']);
    expect(names(['slacking off, slackers'])).toEqual(defaultActionNames);
  });
});

describe('the conversation', () => {
  const visitor = (content: string, after: number): VisitorMessage => ({
    id: content,
    content,
    isUser: true,
    timestamp: 'just now',
    after,
  });

  const script = scriptedMessages.map((message) => message.id);
  const ids = (list: {id: string}[]) => list.map((message) => message.id);

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
});
