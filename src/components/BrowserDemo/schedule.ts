/* What the scripted demo shows at playback time t (ms since it started), as pure functions. */
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
  type SuggestedAction,
} from '@site/src/data/demo';

/** 'reduced' shows everything at once and only changes when the visitor plays it. */
export type Motion = 'full' | 'reduced';

/** The page shown, whether it is being captured or highlighted, and how many messages show. */
export interface DemoFrame {
  pageIndex: number;
  capturing: boolean;
  highlighted: boolean;
  messageCount: number;
}

const {pageIntervalMs, capturingMs, highlightDelayMs} = demoTiming;

export function frameAt(t: number, motion: Motion = 'full'): DemoFrame {
  const time = Math.max(0, t);
  const cycle = Math.floor(time / pageIntervalMs);
  const intoPage = time - cycle * pageIntervalMs;
  const pageIndex = cycle % documentPages.length;
  if (motion === 'reduced') {
    return {pageIndex, capturing: false, highlighted: true, messageCount: scriptedMessages.length};
  }
  return {
    pageIndex,
    // The first page is there from the start; only an advance is a capture.
    capturing: cycle > 0 && intoPage < capturingMs,
    highlighted: intoPage >= highlightDelayMs,
    messageCount: scriptedMessages.filter((message) => message.at <= time).length,
  };
}

/** The next playback time after t at which frameAt changes. Pages cycle, so there always is one. */
export function nextChangeAfter(t: number, motion: Motion = 'full'): number {
  const time = Math.max(0, t);
  const cycleStart = Math.floor(time / pageIntervalMs) * pageIntervalMs;
  const candidates = [cycleStart + pageIntervalMs];
  if (motion === 'full') {
    candidates.push(cycleStart + highlightDelayMs);
    if (cycleStart > 0) candidates.push(cycleStart + capturingMs);
    const nextMessage = scriptedMessages.find((message) => message.at > time);
    if (nextMessage) candidates.push(nextMessage.at);
  }
  return Math.min(...candidates.filter((candidate) => candidate > time));
}

/** A relevance score's colour band. */
export function scoreTone(score: number): 'high' | 'medium' | 'low' {
  if (score > scoreBands.high) return 'high';
  if (score > scoreBands.medium) return 'medium';
  return 'low';
}

/** A tree item's fade-in delay, so the tree unfolds top-down. */
export function fadeDelay(index: number, depth: number): number {
  return index * demoTiming.fadeIndexMs + depth * demoTiming.fadeDepthMs;
}

/**
 * Suggested actions by keyword, newest message first (so what the visitor typed wins), in reading
 * order within one; the defaults when nothing matches.
 */
export function suggestActions(messages: readonly Pick<ChatMessage, 'content'>[]) {
  const chosen: SuggestedAction[] = [];
  for (const message of [...messages].reverse()) {
    const found = suggestedActions
      .map((action) => ({
        action,
        at: message.content.search(new RegExp(`\\b${action.name}\\b`, 'i')),
      }))
      .filter(({at}) => at >= 0)
      .sort((a, b) => a.at - b.at);
    for (const {action} of found) {
      if (!chosen.includes(action)) chosen.push(action);
      if (chosen.length === maxSuggestedActions) return chosen;
    }
  }
  if (chosen.length > 0) return chosen;
  return defaultActionNames.flatMap((name) =>
    suggestedActions.filter((action) => action.name === name),
  );
}

/** A message the visitor sent, or the reply to it, after the scripted messages shown then. */
export interface VisitorMessage extends ChatMessage {
  after: number;
}

/** The reply to the visitor's run of messages, or null when their last one already has one. */
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
export function conversation(messageCount: number, visitor: readonly VisitorMessage[]) {
  const shown = scriptedMessages.slice(0, messageCount);
  const placed = (index: number) =>
    visitor.filter((message) => Math.min(message.after, shown.length) === index);
  return [...placed(0), ...shown.flatMap((message, index) => [message, ...placed(index + 1)])];
}

/** The visitor's input trimmed; null for a blank one, which is not sent. */
export function messageToSend(text: string): string | null {
  return text.trim() || null;
}
