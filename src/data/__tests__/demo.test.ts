import {brand} from '@site/src/brand';
import {
  chatModel,
  contextTree,
  defaultActionNames,
  demoReply,
  demoTiming,
  documentPages,
  initiallyOpenFolders,
  maxSuggestedActions,
  scriptedMessages,
  statusLabels,
  suggestedActions,
  tooltipTiming,
} from '../demo';
import {expectCopy, expectUnique, treeItems} from './helpers';

describe('demo data', () => {
  const allItems = treeItems(contextTree);

  it('keeps the timings and constants of the spec', () => {
    expect(demoTiming).toEqual({
      pageIntervalMs: 6000,
      capturingMs: 3000,
      highlightDelayMs: 1000,
      highlightCount: 3,
      fadeIndexMs: 300,
      fadeDepthMs: 200,
    });
    expect(tooltipTiming).toEqual({delayMs: 700, skipDelayMs: 300});
    expect(chatModel.temperature).toBe(0.7);
    expect(maxSuggestedActions).toBe(3);
  });

  it('names the chat model shown under the chat', () => expectCopy(chatModel.name, 24, 3));

  it('opens on a tree of folders: an open one with the current work and a closed archive', () => {
    expect(contextTree.length).toBeGreaterThanOrEqual(3);
    expect(contextTree.every((item) => item.type === 'folder')).toBe(true);
    expectUnique(contextTree, 'name');
    expect(initiallyOpenFolders).toContain(contextTree[0]?.id);
    const closed = contextTree.filter((item) => !initiallyOpenFolders.includes(item.id));
    expect(closed.some((item) => item.status === 'archived')).toBe(true);
  });

  it.each(allItems.map((item) => [item.name, item]))(
    'tree item "%s" has every field of the spec',
    (_name, item) => {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      for (const text of [item.name, item.compression, item.category])
        expect(text.trim()).not.toBe('');
      expect(Number.isInteger(item.score)).toBe(true);
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(100);
      expect(Object.keys(statusLabels)).toContain(item.status);
      if (item.type === 'folder') expect(item.children.length).toBeGreaterThan(0);
    },
  );

  it('gives every tree item a unique id and shows every score band and status', () => {
    expectUnique(allItems, 'id');
    const scores = allItems.map((item) => item.score);
    expect(scores.some((score) => score > 90)).toBe(true);
    expect(scores.some((score) => score > 80 && score <= 90)).toBe(true);
    expect(scores.some((score) => score <= 80)).toBe(true);
    expect(new Set(allItems.map((item) => item.status))).toEqual(
      new Set(['capturing', 'processing', 'completed', 'archived']),
    );
  });

  it('has four document pages, one of each kind, with enough items to highlight three', () => {
    const kinds = documentPages.map((page) => page.kind);
    expect(kinds).toEqual(['requirements', 'tracking', 'mlops', 'communication']);
    expectUnique(documentPages, 'id');
    const names = new Set(allItems.map((item) => item.name));
    for (const page of documentPages) {
      expect(page.items.length).toBeGreaterThan(demoTiming.highlightCount);
      expect(page.url).not.toMatch(/^https?:/);
      expect(page.crossReferences.length).toBeGreaterThan(0);
      // A cross-reference names something the visitor can find in the tree.
      for (const reference of page.crossReferences) expect(names).toContain(reference);
    }
  });

  it('scripts chat messages at 0, 2, 4, 6, 12, 14, 16 and 18 seconds', () => {
    expect(scriptedMessages.map((message) => message.at)).toEqual([
      0, 2000, 4000, 6000, 12000, 14000, 16000, 18000,
    ]);
    expectUnique(scriptedMessages, 'id');
    for (const message of scriptedMessages) {
      expect(message.content.trim()).not.toBe('');
      expect(message.timestamp).toMatch(/^\d\d:\d\d$/);
    }
  });

  it('offers one suggested action per keyword, whose text names its own keyword', () => {
    const names = suggestedActions.map((action) => action.name);
    expect(names).toEqual(['jira', 'confluence', 'mlflow', 'github', 'slack', 'aws']);
    for (const action of suggestedActions) {
      expect(action.label.toLowerCase()).toContain(action.name);
      // Choosing an action appends its text, which then keeps it first among the suggestions.
      expect(action.action.toLowerCase()).toContain(action.name);
      expect(action.hint.trim()).not.toBe('');
    }
    expect(defaultActionNames).toEqual(['jira', 'confluence', 'github']);
  });

  it('replies to the visitor as a demo, pointing to the waitlist, with no action keyword', () => {
    expect(demoReply.texts.length).toBeGreaterThan(0);
    expect(demoReply.link.href).toBe(brand.waitlistUrl);
    expect(demoReply.link.label.trim()).not.toBe('');
    expect(demoReply.delayMs).toBeGreaterThan(0);
    expect(demoReply.delayMs).toBeLessThanOrEqual(3000);
    expect(new Set(demoReply.texts).size).toBe(demoReply.texts.length);
    for (const text of demoReply.texts) {
      expect(text).toMatch(/\bdemo\b/i);
      expect(text.length).toBeLessThanOrEqual(200);
      // The reply never picks the suggested actions: what the visitor typed does.
      for (const action of suggestedActions) {
        expect(text.toLowerCase()).not.toMatch(new RegExp(`\\b${action.name}\\b`));
      }
    }
  });
});
