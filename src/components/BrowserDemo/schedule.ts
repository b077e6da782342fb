/**
 * What the scripted demo shows at playback time t (ms since it started), as pure functions.
 * The playback hook only asks "what is on screen now" and "when does that next change".
 */
import {
  defaultActionNames,
  demoReply,
  demoTiming,
  documentPages,
  maxSuggestedActions,
  scoreBands,
  scriptedMessages,
  suggestedActions,
  type ChatMessage,
  type ScriptedMessage,
  type SuggestedAction,
} from '@site/src/data/demo';

/** 'reduced' shows everything at once and only changes when the visitor plays it. */
export type Motion = 'full' | 'reduced';

export interface DemoFrame {
  /** Index into documentPages. */
  pageIndex: number;
  /** The capturing indicator, shown for 3 s after each page change. */
  capturing: boolean;
  /** Key-metric highlights on the first items (and so the cross-reference banner). */
  highlighted: boolean;
  /** How many scripted chat messages are visible. */
  messageCount: number;
}

const {pageIntervalMs, capturingMs, highlightDelayMs} = demoTiming;

export function frameAt(
  t: number,
  motion: Motion = 'full',
  pages: number = documentPages.length,
  script: readonly ScriptedMessage[] = scriptedMessages,
): DemoFrame {
  const time = Math.max(0, t);
  const cycle = Math.floor(time / pageIntervalMs);
  const intoPage = time - cycle * pageIntervalMs;
  const pageIndex = cycle % pages;
  if (motion === 'reduced') {
    return {pageIndex, capturing: false, highlighted: true, messageCount: script.length};
  }
  return {
    pageIndex,
    // The first page is there from the start; only an advance is a capture.
    capturing: cycle > 0 && intoPage < capturingMs,
    highlighted: intoPage >= highlightDelayMs,
    messageCount: script.filter((message) => message.at <= time).length,
  };
}

/** The next playback time after t at which frameAt changes. Pages cycle, so there always is one. */
export function nextChangeAfter(
  t: number,
  motion: Motion = 'full',
  script: readonly ScriptedMessage[] = scriptedMessages,
): number {
  const time = Math.max(0, t);
  const cycleStart = Math.floor(time / pageIntervalMs) * pageIntervalMs;
  const candidates = [cycleStart + pageIntervalMs];
  if (motion === 'full') {
    candidates.push(cycleStart + highlightDelayMs);
    if (cycleStart > 0) candidates.push(cycleStart + capturingMs);
    const nextMessage = script.find((message) => message.at > time);
    if (nextMessage) candidates.push(nextMessage.at);
  }
  return Math.min(...candidates.filter((candidate) => candidate > time));
}

export type ScoreTone = 'high' | 'medium' | 'low';

/** A relevance score's colour band: above 90 green, above 80 yellow, otherwise grey. */
export function scoreTone(score: number): ScoreTone {
  if (score > scoreBands.high) return 'high';
  if (score > scoreBands.medium) return 'medium';
  return 'low';
}

/** A tree item fades in after index × 300 ms + depth × 200 ms, so the tree unfolds top-down. */
export function fadeDelay(index: number, depth: number): number {
  return index * demoTiming.fadeIndexMs + depth * demoTiming.fadeDepthMs;
}

/**
 * Suggested actions by keyword, newest message first (within a message, in reading order), at
 * most three; Jira, Confluence and GitHub when nothing matches. Newest first, so what the
 * visitor just typed wins over the script.
 */
export function suggestActions(
  messages: readonly Pick<ChatMessage, 'content'>[],
  actions: readonly SuggestedAction[] = suggestedActions,
): SuggestedAction[] {
  const chosen: SuggestedAction[] = [];
  for (const message of [...messages].reverse()) {
    const found = actions
      .map((action) => ({action, at: message.content.search(keywordPattern(action.name))}))
      .filter(({at}) => at >= 0)
      .sort((a, b) => a.at - b.at);
    for (const {action} of found) {
      if (!chosen.includes(action)) chosen.push(action);
      if (chosen.length === maxSuggestedActions) return chosen;
    }
  }
  if (chosen.length > 0) return chosen;
  return defaultActionNames.flatMap((name) => actions.filter((action) => action.name === name));
}

function keywordPattern(keyword: string): RegExp {
  return new RegExp(`\\b${keyword}\\b`, 'i');
}

/**
 * A message of the visitor's exchange (one they sent, or the demo's reply to it), placed after
 * the scripted messages visible when it was sent.
 */
export interface VisitorMessage extends ChatMessage {
  after: number;
}

/**
 * The demo's reply to the exchange so far, or null when the visitor's last message already has
 * one (or there is none). One reply follows a run of messages, in the place of the last of them.
 */
export function replyTo(exchange: readonly VisitorMessage[]): VisitorMessage | null {
  const last = exchange.at(-1);
  if (!last?.isUser) return null;
  const replies = exchange.filter((message) => !message.isUser).length;
  return {
    id: `reply-${replies + 1}`,
    content: demoReply.texts[replies % demoReply.texts.length] ?? '',
    link: demoReply.link,
    isUser: false,
    timestamp: 'just now',
    after: last.after,
  };
}

/** The conversation in the order it happened: scripted messages with the visitor's in between. */
export function conversation(
  messageCount: number,
  visitor: readonly VisitorMessage[],
  script: readonly ChatMessage[] = scriptedMessages,
): ChatMessage[] {
  const shown = script.slice(0, messageCount);
  const result: ChatMessage[] = [];
  for (let index = 0; index <= shown.length; index += 1) {
    result.push(...visitor.filter((message) => Math.min(message.after, shown.length) === index));
    const next = shown[index];
    if (next) result.push(next);
  }
  return result;
}

/** Trims the visitor's input; null when there is nothing to send: blank messages are dropped. */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
