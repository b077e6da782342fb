import {brand} from '@site/src/brand';
import {
  chatModel,
  contextTree,
  defaultActionNames,
  demoReply,
  demoTiming,
  documentPages,
  maxSuggestedActions,
  suggestedActions,
  tooltipTiming,
} from '../demo';
import {scoreTone} from '../../components/BrowserDemo/schedule';
import {spec} from '../../../tests/shared/spec';
import {expectUnique, treeItems} from './helpers';

const allItems = treeItems(contextTree);

it('keeps the timings and constants of the spec', () => {
  expect(demoTiming).toEqual(spec.demo.timing);
  expect(tooltipTiming).toEqual(spec.demo.tooltip);
  expect(chatModel.temperature).toBe(spec.demo.temperature);
  expect(maxSuggestedActions).toBe(spec.demo.maxActions);
});

it('gives every tree item a unique id, a name, compression and category, a score of 0 to 100, and shows every score band and status', () => {
  expectUnique(allItems, 'id');
  const incomplete = allItems.filter(
    (item) =>
      !/^[a-z0-9-]+$/.test(item.id) ||
      [item.name, item.compression, item.category].some((text) => text.trim() === '') ||
      !Number.isInteger(item.score) ||
      item.score < 0 ||
      item.score > 100 ||
      (item.type === 'folder' && item.children.length === 0),
  );
  expect(incomplete).toEqual([]);
  const tones = new Set(allItems.map((item) => scoreTone(item.score)));
  expect(tones).toEqual(new Set(['high', 'medium', 'low']));
  expect(new Set(allItems.map((item) => item.status))).toEqual(new Set(spec.demo.statuses));
});

it("has one document page of each of the spec's kinds, with enough items to highlight", () => {
  expect(documentPages.map((page) => page.kind)).toEqual(spec.demo.documentKinds);
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

it('offers one suggested action per keyword, whose text names its own keyword', () => {
  const names = suggestedActions.map((action) => action.name);
  expect(names).toEqual(spec.demo.actionKeywords);
  for (const action of suggestedActions) {
    expect(action.label.toLowerCase()).toContain(action.name);
    // Choosing an action appends its text, which then keeps it first among the suggestions.
    expect(action.action.toLowerCase()).toContain(action.name);
    expect(action.hint.trim()).not.toBe('');
  }
  expect(defaultActionNames).toEqual(spec.demo.defaultActions);
});

it('replies to the visitor in turns, pointing to the waitlist, with no action keyword', () => {
  expect(demoReply.link.href).toBe(brand.waitlistUrl);
  expect(demoReply.delayMs).toBeLessThanOrEqual(3000);
  expect(new Set(demoReply.texts).size).toBe(demoReply.texts.length);
  for (const text of demoReply.texts) {
    expect(text.length).toBeLessThanOrEqual(200);
    // The reply never picks the suggested actions: what the visitor typed does.
    for (const action of suggestedActions)
      expect(text.toLowerCase()).not.toMatch(new RegExp(`\\b${action.name}\\b`));
  }
});
