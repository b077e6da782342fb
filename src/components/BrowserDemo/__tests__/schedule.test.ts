import {
  defaultActionNames,
  demoReply,
  maxSuggestedActions,
  scriptedMessages,
  suggestedActions,
} from '@site/src/data/demo';
import {
  conversation,
  fadeDelay,
  frameAt,
  messageToSend,
  nextChangeAfter,
  replyTo,
  scoreTone,
  suggestActions,
  type VisitorMessage,
} from '../schedule';

const names = (messages: string[]): string[] =>
  suggestActions(messages.map((content) => ({content}))).map((action) => action.name);

describe('the demo schedule', () => {
  const first = {pageIndex: 0, capturing: false, highlighted: false, messageCount: 1};

  it('starts on the first page with the first chat message and nothing else', () => {
    expect(frameAt(0)).toEqual(first);
  });

  /** A field of the frame at each time. */
  const at = (field: keyof ReturnType<typeof frameAt>, times: number[]) =>
    times.map((t) => frameAt(t)[field]);

  it('advances the document every 6 s and cycles through the four pages', () => {
    const times = [5999, 6000, 12000, 18000, 24000, 6000 * 9];
    expect(at('pageIndex', times)).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('shows the capturing indicator for 3 s on each advance', () => {
    const times = [2000, 6000, 8999, 9000, 24000];
    expect(at('capturing', times)).toEqual([false, true, true, false, true]);
  });

  it('highlights key metrics (and so the banner) 1 s after each change', () => {
    const times = [999, 1000, 6000, 6999, 7000];
    expect(at('highlighted', times)).toEqual([false, true, false, false, true]);
  });

  it('reveals chat messages at 0, 2, 4, 6, 12, 14, 16 and 18 s, then keeps them', () => {
    const times = [0, 1999, 2000, 4000, 6000, 11999, 12000, 14000, 16000, 18000, 60000];
    expect(at('messageCount', times)).toEqual([1, 1, 2, 3, 4, 4, 5, 6, 7, 8, 8]);
  });

  it('with reduced motion shows every message and highlight at once, with no capture', () => {
    const all = {highlighted: true, messageCount: scriptedMessages.length};
    expect(frameAt(0, 'reduced')).toEqual({...first, ...all});
    expect(frameAt(6000, 'reduced').pageIndex).toBe(1);
  });

  it('knows when the frame next changes, so it needs one timer per change', () => {
    const changes: number[] = [];
    for (let t = 0; t < 25000; t = nextChangeAfter(t)) changes.push(t);
    expect(changes).toEqual([
      0, 1000, 2000, 4000, 6000, 7000, 9000, 12000, 13000, 14000, 15000, 16000, 18000, 19000, 21000,
      24000,
    ]);
    // Every change really changes something, and nothing changes in between.
    for (const [index, t] of changes.entries()) {
      if (index > 0) expect(frameAt(t)).not.toEqual(frameAt(changes[index - 1]!));
      expect(frameAt(t)).toEqual(frameAt((changes[index + 1] ?? 25000) - 1));
    }
    expect(nextChangeAfter(500, 'reduced')).toBe(6000);
    expect(nextChangeAfter(6000, 'reduced')).toBe(12000);
  });

  it('colours scores green above 90, yellow above 80, grey otherwise', () => {
    const tones = ['high', 'high', 'medium', 'medium', 'low', 'low'];
    expect([100, 91, 90, 81, 80, 0].map(scoreTone)).toEqual(tones);
  });

  it('fades tree items in after index × 300 ms + depth × 200 ms', () => {
    const delays = [fadeDelay(0, 0), fadeDelay(2, 0), fadeDelay(1, 1), fadeDelay(3, 2)];
    expect(delays).toEqual([0, 600, 500, 1300]);
  });
});

describe('suggested actions', () => {
  it('defaults to Jira, Confluence and GitHub when no keyword is mentioned', () => {
    expect(names([])).toEqual(['jira', 'confluence', 'github']);
    expect(names(['Where does the model stand?'])).toEqual(['jira', 'confluence', 'github']);
  });

  it('chooses by keyword, newest message first, at most three', () => {
    expect(names(['Check the AWS bill', 'Ping them on Slack'])).toEqual(['slack', 'aws']);
    expect(names(['jira and confluence', 'mlflow', 'github', 'slack'])).toEqual([
      'slack',
      'github',
      'mlflow',
    ]);
  });

  it('lets what the visitor just typed win, and reads a message in order', () => {
    const script = scriptedMessages.map((message) => message.content);
    expect(names([...script, 'please tell slack'])[0]).toBe('slack');
    expect(names(['GitHub first, then Jira'])).toEqual(['github', 'jira']);
  });

  it('matches whole words regardless of case, once each', () => {
    expect(names(['JIRA jira Jira'])).toEqual(['jira']);
    expect(names(['slacking off, jirafe'])).toEqual(['jira', 'confluence', 'github']);
  });

  it('follows the scripted conversation: the tools its newest messages name, else the defaults', () => {
    /** The action keywords a message names, in reading order. */
    const named = (content: string) =>
      suggestedActions
        .map(({name}) => ({name, at: content.search(new RegExp(`\\b${name}\\b`, 'i'))}))
        .filter(({at}) => at >= 0)
        .sort((a, b) => a.at - b.at)
        .map(({name}) => name);
    for (let count = 1; count <= scriptedMessages.length; count += 1) {
      const shown = scriptedMessages.slice(0, count).map((message) => message.content);
      const newestFirst = [...new Set([...shown].reverse().flatMap(named))];
      const expected = newestFirst.length > 0 ? newestFirst : defaultActionNames;
      expect(names(shown)).toEqual(expected.slice(0, maxSuggestedActions));
    }
    expect(suggestActions([{content: 'aws'}], suggestedActions)).toHaveLength(1);
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

  it('sends only trimmed, non-empty text', () => {
    const sent = ['', '   \n\t', '  hello slack '].map(messageToSend);
    expect(sent).toEqual([null, null, 'hello slack']);
  });
});
