/**
 * What a designer checks on the site's pages, read from geometry and computed style in the page
 * itself. Each function runs in the page and stands alone (no imports, no outer names), so that
 * the end-to-end spec (design-pages.spec.ts) passes it to Playwright and the cross-engine lane
 * (tests/engines/designPages.mjs) to Firefox and WebKit. They report what they find; the callers
 * decide what must hold.
 */
/* global document, getComputedStyle, NodeFilter, CSS */

/** The smallest height of a control a thumb can hit, and the room between two of them (px). */
export const touchTarget = {height: 44, spacing: 8};

/** The left and right edges of a doc page's text and of each part under it. */
export function docColumn() {
  const edges = (element) => {
    const {left, right} = element.getBoundingClientRect();
    return {left: Math.round(left), right: Math.round(right)};
  };
  const parts = {
    'last updated': '.theme-doc-footer',
    'release note link': 'p:has(> [data-release-note])',
    'was this page helpful': 'main [role="group"][data-not-content]',
    pager: '.pagination-nav',
    'version banner': '.theme-doc-version-banner',
  };
  return {
    text: edges(document.querySelector('.theme-doc-markdown')),
    parts: Object.entries(parts).flatMap(([name, selector]) => {
      const element = document.querySelector(selector);
      return element ? [{name, ...edges(element)}] : [];
    }),
  };
}

/** Where the page's title (its one h1) starts, and how many titles it has. */
export function title() {
  const titles = document.querySelectorAll('h1');
  return {count: titles.length, left: Math.round(titles[0].getBoundingClientRect().left)};
}

/** Size and colour of the page's h1, of its first h2 in an article, and of each listed note's. */
export function headingStyles() {
  const look = (element) => {
    const shown = element.querySelector('a') ?? element;
    return {
      size: parseFloat(getComputedStyle(element).fontSize),
      color: getComputedStyle(shown).color,
    };
  };
  const articleH2 = document.querySelector('.theme-doc-markdown h2');
  return {
    h1: look(document.querySelector('h1')),
    articleH2: articleH2 && look(articleH2),
    listed: Array.from(document.querySelectorAll('main article header h2'), (heading) => ({
      text: heading.textContent.trim(),
      ...look(heading),
    })),
  };
}

/**
 * The feedback card once the form has failed (null before): the boxes of the frame and of the
 * message that takes its place, their backgrounds and the message's links.
 */
export function feedbackFallback() {
  const frame = document.querySelector('iframe[data-tally-src]');
  const card = frame?.closest('section');
  const message = card?.querySelector('[role="status"]')?.firstElementChild;
  if (!message || getComputedStyle(frame).visibility !== 'hidden') return null;
  const box = (element) => {
    const {top, right, bottom, left} = element.getBoundingClientRect();
    return {
      top: Math.round(top),
      right: Math.round(right),
      bottom: Math.round(bottom),
      left: Math.round(left),
    };
  };
  return {
    frame: box(frame),
    message: box(message),
    messageBackground: getComputedStyle(message).backgroundColor,
    cardBackground: getComputedStyle(card).backgroundColor,
    links: Array.from(message.querySelectorAll('a'), (link) => link.getAttribute('href')),
    text: message.textContent,
  };
}

/**
 * How the text in `main` wraps: headings whose box does not balance their lines, text that is
 * not set to wrap "pretty" (where the engine supports each), and headings of four words or more
 * whose last line is one word under half as wide as their widest line, or under a third over
 * three lines or more (balancing leaves none but for a long word; with three words or fewer, one
 * of two lines holds a single word anyway).
 */
export function textWrapping() {
  const main = document.querySelector('main');
  // The box that lays out an element's lines: an inline heading's (an anchored h2) is its parent's.
  const blockOf = (element) => {
    let block = element;
    while (block.parentElement && getComputedStyle(block).display === 'inline') {
      block = block.parentElement;
    }
    return block;
  };
  const wrapStyle = (element) => {
    const style = getComputedStyle(blockOf(element));
    return style.textWrapStyle || style.textWrap;
  };
  const shown = (element) => element.checkVisibility() && element.getClientRects().length > 0;
  const named = (element) =>
    `${element.tagName.toLowerCase()} "${element.textContent.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  /** The lines an element's text is laid out on: how many words each holds, and its width. */
  const lines = (element) => {
    const found = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/[^\s\u200b]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const last = found.at(-1);
        if (!last || rect.top >= last.top + rect.height / 2) {
          found.push({top: rect.top, words: 0, left: rect.left, right: rect.right});
        }
        const line = found.at(-1);
        line.words += 1;
        line.left = Math.min(line.left, rect.left);
        line.right = Math.max(line.right, rect.right);
      }
    }
    return found.map(({words, left, right}) => ({words, width: right - left}));
  };
  const orphaned = (element) => {
    const laidOut = lines(element);
    const last = laidOut.at(-1);
    const widest = Math.max(...laidOut.map(({width}) => width));
    const words = laidOut.reduce((total, line) => total + line.words, 0);
    const share = laidOut.length === 2 ? 1 / 2 : 1 / 3;
    return laidOut.length > 1 && words >= 4 && last.words === 1 && last.width < widest * share;
  };
  const headings = Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(shown);
  const texts = Array.from(
    main.querySelectorAll('p, li, dd, dt, figcaption, blockquote, td, th'),
  ).filter(shown);
  const supports = (value) =>
    CSS.supports('text-wrap-style', value) || CSS.supports('text-wrap', value);
  return {
    unbalanced: supports('balance')
      ? headings.filter((heading) => wrapStyle(heading) !== 'balance').map(named)
      : [],
    notPretty: supports('pretty')
      ? texts.filter((text) => wrapStyle(text) !== 'pretty').map(named)
      : [],
    loneLastWord: headings.filter(orphaned).map(named),
  };
}

/**
 * The pager's links: how far each stops short of the text column's edges, and whether its arrow
 * (drawn after or before the title) sits on a line of its own.
 */
export function pager() {
  const column = document.querySelector('main article')?.getBoundingClientRect();
  if (!column) return [];
  return Array.from(document.querySelectorAll('.pagination-nav__link'), (link) => {
    const box = link.getBoundingClientRect();
    const label = link.querySelector('.pagination-nav__label');
    const range = document.createRange();
    range.selectNodeContents(label);
    const textLines = range.getClientRects();
    const [first, last] = [textLines[0], textLines[textLines.length - 1]];
    const labelBox = label.getBoundingClientRect();
    return {
      title: label.textContent.trim(),
      inset: {
        left: Math.round(box.left - column.left),
        right: Math.round(column.right - box.right),
      },
      arrowAlone:
        labelBox.bottom - last.bottom > last.height / 2 ||
        first.top - labelBox.top > first.height / 2,
    };
  });
}

/** Claimed figures (a figure's `dd`) that run past their card's content box. */
export function figuresOverflowing() {
  return Array.from(document.querySelectorAll('main figure dd')).flatMap((value) => {
    const card = value.closest('figure dl > *');
    const style = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const inside = {
      left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
    };
    const range = document.createRange();
    range.selectNodeContents(value);
    const text = range.getBoundingClientRect();
    const fits = text.left >= inside.left - 0.5 && text.right <= inside.right + 0.5;
    return fits
      ? []
      : [
          `${value.textContent}: ${Math.round(text.width)} px in ${Math.round(inside.right - inside.left)} px`,
        ];
  });
}

/**
 * The controls a visitor aims at: the navbar's menu button and search box, and each link, button
 * or field in `main` that stands alone (a link inside a sentence is aimed at as text is), each
 * with its box.
 */
export function controls() {
  const blockOf = (element) => {
    let block = element.parentElement;
    while (block.parentElement && getComputedStyle(block).display === 'inline') {
      block = block.parentElement;
    }
    return block;
  };
  const standsAlone = (element) =>
    getComputedStyle(element).display !== 'inline' ||
    blockOf(element).textContent.trim() === element.textContent.trim();
  const selector =
    '.navbar__toggle, .navbar input, main a[href], main button, main input, main select, main summary';
  return Array.from(document.querySelectorAll(selector))
    .filter(
      (element) =>
        !element.matches('.hash-link') &&
        element.checkVisibility({visibilityProperty: true}) &&
        element.getBoundingClientRect().height > 0 &&
        standsAlone(element),
    )
    .map((element) => {
      const {top, right, bottom, left} = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
      return {name: `${element.tagName.toLowerCase()} "${name}"`, top, right, bottom, left};
    });
}

/** Controls shorter than a thumb, and pairs closer to each other than the room between them. */
export function crampedControls(found, {height, spacing} = touchTarget) {
  const short = found
    .filter((control) => control.bottom - control.top < height - 0.5)
    .map((control) => `${control.name}: ${Math.round(control.bottom - control.top)} px tall`);
  const crowded = [];
  found.forEach((one, index) => {
    for (const other of found.slice(index + 1)) {
      const across = Math.max(0, one.left - other.right, other.left - one.right);
      const down = Math.max(0, one.top - other.bottom, other.top - one.bottom);
      if (Math.hypot(across, down) < spacing) crowded.push(`${one.name} and ${other.name}`);
    }
  });
  return {short, crowded};
}

/** Ends every animation, as a still screen shows the page (endless ones are cancelled). */
export function finishAnimations() {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
}
