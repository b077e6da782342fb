/**
 * Design checks read from geometry and computed style, for the end-to-end suite (Chromium) and
 * the cross-engine lane (Firefox, WebKit). Each function run in the page is self-contained (it is
 * sent to the page as text) and takes one argument (a list where it needs more); the checks
 * return what they found wrong, as readable lines: an empty list is a pass. Colours are read
 * through a canvas, which resolves any notation the engine reports (color-mix, color(srgb …));
 * offPalette and disabledLooks judge those readings in Node. designFindings runs every check that
 * applies to the page on screen, the one design pass of a visit; crossPageFindings compares pages.
 */
/* global document, getComputedStyle, NodeFilter, CSS -- these functions run in the page */

/**
 * Text lines cut through by the top or bottom edge of a box that clips them (overflow, or the
 * paint containment of content-visibility) where that box does not fade out at that edge: its
 * mask-image must end (bottom) or start (top) transparent. Lines wholly out of the box are hidden,
 * not cut. Within `root`.
 */
export function cutLines(root) {
  const found = [];
  const alphaOf = (colour) => {
    if (colour === 'transparent') return 0;
    const parts = colour.match(/[\d.]+/g) ?? [];
    return colour.startsWith('rgba') ? Number(parts[3]) : 1;
  };
  /** Which edges a computed mask-image fades: its first and last colour stops, transparent. */
  const fades = (mask) => {
    if (!mask || mask === 'none' || !mask.includes('linear-gradient'))
      return {top: false, bottom: false};
    const colours = mask.match(/rgba?\([^)]*\)|transparent/g) ?? [];
    // Every gradient here runs top to bottom, the default direction.
    const upward = /to top/.test(mask);
    const [first, last] = [colours[0], colours.at(-1)].map((colour) => alphaOf(colour ?? '') === 0);
    return upward ? {top: last, bottom: first} : {top: first, bottom: last};
  };
  const clips = (element) => {
    const style = getComputedStyle(element);
    return (
      style.overflowY !== 'visible' ||
      style.contentVisibility === 'auto' ||
      /paint|strict|content/.test(style.contain)
    );
  };
  for (const scope of document.querySelectorAll(root)) {
    const walker = document.createTreeWalker(scope, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !node.textContent.trim() ||
        !parent?.checkVisibility({visibilityProperty: true, opacityProperty: true})
      ) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()]
        .filter((line) => line.width > 0 && line.height > 0)
        .map((line) => ({top: line.top, bottom: line.bottom}));
      for (
        let box = parent;
        box && box !== document.body && lines.length > 0;
        box = box.parentElement
      ) {
        if (!clips(box)) continue;
        const edge = box.getBoundingClientRect();
        // A box a screen reader's text hides in (1 px) is no frame.
        if (edge.width <= 2 || edge.height <= 2) break;
        const style = getComputedStyle(box);
        const fade = fades(style.maskImage || style.webkitMaskImage);
        const name = `${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]}`;
        for (const line of lines) {
          // Half a pixel of rounding either way.
          const cutAtBottom = line.top < edge.bottom - 0.5 && line.bottom > edge.bottom + 0.5;
          const cutAtTop = line.top < edge.top - 0.5 && line.bottom > edge.top + 0.5;
          if ((cutAtBottom && !fade.bottom) || (cutAtTop && !fade.top)) {
            const where = cutAtBottom ? 'bottom' : 'top';
            found.push(
              `"${node.textContent.trim().slice(0, 40)}" cut by the ${where} of ${name}, which does not fade`,
            );
          }
          // Outer boxes see only what this one shows.
          line.top = Math.max(line.top, edge.top);
          line.bottom = Math.min(line.bottom, edge.bottom);
        }
        lines.splice(0, lines.length, ...lines.filter((line) => line.bottom - line.top > 0.5));
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Controls in `root` shorter than `min` px, and pairs that overlap. A link set inline in a line of
 * text is exempt, as WCAG 2.5.8 exempts it; so is anything in a picture (role="img"), which holds
 * no control.
 */
export function smallTargets([root, min]) {
  const found = [];
  const controls = [
    ...document.querySelectorAll(
      `${root} :is(a[href], button, input, select, textarea, summary, [role="treeitem"] > div)`,
    ),
  ]
    .filter((element) => element.checkVisibility({visibilityProperty: true}))
    .filter((element) => !element.closest('[role="img"], .visually-hidden'))
    // A link in a line of text is exempt (WCAG 2.5.8); a card's link is a block of its own.
    .filter((element) => element.tagName !== 'A' || getComputedStyle(element).display !== 'inline');
  const boxes = controls.map((element) => ({element, box: element.getBoundingClientRect()}));
  const label = (element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent.trim() || element.getAttribute('aria-label') || '').slice(0, 30)}"`;
  for (const {element, box} of boxes) {
    if (box.width === 0) continue;
    if (box.height < min - 0.5) found.push(`${label(element)} is ${box.height.toFixed(1)} px tall`);
  }
  boxes.forEach(({element, box}, index) => {
    for (const other of boxes.slice(index + 1)) {
      if (element.contains(other.element) || other.element.contains(element)) continue;
      const width = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
      const height = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
      if (width > 1 && height > 1) found.push(`${label(element)} overlaps ${label(other.element)}`);
    }
  });
  return found;
}

/** Footer separators shown whose text is not centred (±1 px) on the text of the link before them. */
export function offCentreSeparators() {
  // The first text of an element (not an icon beside it), as the line lays it out.
  const centre = (element) => {
    const walker = document.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    let node = walker.nextNode();
    while (node && !node.textContent.trim()) node = walker.nextNode();
    const range = document.createRange();
    range.selectNodeContents(node ?? element);
    const box = range.getBoundingClientRect();
    return (box.top + box.bottom) / 2;
  };
  const found = [];
  const separators = document.querySelectorAll('.footer__link-separator');
  if (separators.length === 0) return ['no footer separator'];
  for (const separator of separators) {
    // Phones list the links without separators.
    if (!separator.checkVisibility()) continue;
    const link = separator.previousElementSibling;
    if (!link) continue;
    const offset = centre(separator) - centre(link);
    if (Math.abs(offset) > 1)
      found.push(
        `separator after "${link.textContent.trim()}" is ${offset.toFixed(1)} px off centre`,
      );
  }
  return found;
}

/**
 * Text drawn in SVG within `root`: shorter than `min` px as drawn (font size × the drawing's
 * scale), or closer than 2 px to the line of a circle or rectangle beside it (a label sits inside
 * a shape or outside it, clear of its stroke).
 */
export function svgLabels([root, min]) {
  const found = [];
  for (const text of document.querySelectorAll(`${root} svg text`)) {
    if (!text.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
    const name = `"${text.textContent.trim()}"`;
    const matrix = text.getScreenCTM();
    const scale = Math.hypot(matrix.a, matrix.b);
    const drawn = parseFloat(getComputedStyle(text).fontSize) * scale;
    if (drawn < min - 0.05) found.push(`${name} drawn ${drawn.toFixed(1)} px tall`);
    const label = text.getBoundingClientRect();
    const corners = [
      [label.left, label.top],
      [label.right, label.top],
      [label.left, label.bottom],
      [label.right, label.bottom],
    ];
    for (const shape of text.ownerSVGElement.querySelectorAll('circle, rect')) {
      const shapeMatrix = shape.getScreenCTM();
      const shapeScale = Math.hypot(shapeMatrix.a, shapeMatrix.b);
      const stroke = (parseFloat(getComputedStyle(shape).strokeWidth) || 0) * shapeScale;
      const clear = 2 + stroke / 2;
      if (shape.tagName === 'circle') {
        const cx = shape.cx.baseVal.value;
        const cy = shape.cy.baseVal.value;
        const x = shapeMatrix.a * cx + shapeMatrix.c * cy + shapeMatrix.e;
        const y = shapeMatrix.b * cx + shapeMatrix.d * cy + shapeMatrix.f;
        const r = shape.r.baseVal.value * shapeScale;
        const far = Math.max(...corners.map(([px, py]) => Math.hypot(px - x, py - y)));
        const nx = Math.max(label.left, Math.min(x, label.right));
        const ny = Math.max(label.top, Math.min(y, label.bottom));
        const near = Math.hypot(nx - x, ny - y);
        const inside = far <= r - clear;
        const outside = near >= r + clear;
        if (!inside && !outside) {
          // The label's distance from the circle's line, on the side it is on (less than 0: across).
          const gap = far < r ? r - stroke / 2 - far : near - r - stroke / 2;
          found.push(`${name} is ${gap.toFixed(1)} px from a circle's line (2 at least)`);
        }
      } else {
        const box = shape.getBoundingClientRect();
        const inside =
          label.left >= box.left + clear &&
          label.right <= box.right - clear &&
          label.top >= box.top + clear &&
          label.bottom <= box.bottom - clear;
        const outside =
          label.right <= box.left - clear ||
          label.left >= box.right + clear ||
          label.bottom <= box.top - clear ||
          label.top >= box.bottom + clear;
        if (!inside && !outside) found.push(`${name} touches a rectangle`);
      }
    }
  }
  return found;
}

/**
 * The computed style of every element `selector` matches, at rest: each property's value as the
 * engine reports it (kebab-case names; custom properties too) and, for a colour, its red, green,
 * blue (0–255) and alpha (0–1) as a canvas resolves it. A transition a late style change has just
 * started (a theme's colours reaching an element after the page was settled) is ended first, in
 * the same task as the reading, so that nothing can start in between.
 */
export function readStyles([selector, properties]) {
  const elements = [...document.querySelectorAll(selector)];
  // Read once first: an engine that put off an element's style (WebKit, for a part off screen)
  // resolves it now, and so starts the transitions of a change it had not applied yet, which
  // the rounds below then end.
  for (const element of elements) {
    const style = getComputedStyle(element);
    for (const property of properties) style.getPropertyValue(property);
  }
  for (let round = 0; round < 20; round += 1) {
    const running = document.getAnimations().filter(({playState}) => playState === 'running');
    if (running.length === 0) break;
    for (const animation of running) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', {willReadFrequently: true});
  const rgba = (colour) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const values = Object.fromEntries(
      properties.map((property) => [property, style.getPropertyValue(property).trim()]),
    );
    const colours = Object.fromEntries(
      properties
        .filter((property) => property.endsWith('color'))
        .map((property) => [property, rgba(values[property])]),
    );
    const name = `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`;
    return {name, values, colours};
  });
}

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
    const edges = element.getBoundingClientRect();
    return Object.fromEntries(
      ['top', 'right', 'bottom', 'left'].map((e) => [e, Math.round(edges[e])]),
    );
  };
  return {
    frame: box(frame),
    message: box(message),
    messageBackground: getComputedStyle(message).backgroundColor,
    cardBackground: getComputedStyle(card).backgroundColor,
    links: Array.from(message.querySelectorAll('a'), (link) => link.getAttribute('href')),
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

/** The page's kind: the classes on its `<html>`, less its own id. */
export function pageKind() {
  return document.documentElement.className
    .split(/\s+/)
    .filter((name) => !/^docs-doc-id-/.test(name))
    .join(' ');
}

/**
 * Ends every animation, as a still screen shows the page (endless ones are cancelled). Round after
 * round: a colour that an element inherits changes only once its parent's transition has ended,
 * and its own transition then starts (the theme's change of colour runs down the tree so).
 */
export function finishAnimations() {
  for (let round = 0; round < 20; round += 1) {
    const running = document
      .getAnimations()
      .filter(({playState}) => playState === 'running' || playState === 'paused');
    if (running.length === 0) return;
    for (const animation of running) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
  }
}

// What follows runs in Node, on what readStyles read.

/**
 * Colours off the palette, among `readings` (readStyles): each must be a neutral (chroma under
 * 4 %, a grey with a hint of tint) or of the accent's hue (within 15° of `accentHue`).
 */
export function offPalette(readings, accentHue) {
  const found = [];
  for (const {name, values, colours} of readings) {
    for (const [property, [r, g, b, a]] of Object.entries(colours)) {
      if (a === 0) continue;
      const [red, green, blue] = [r / 255, g / 255, b / 255];
      const max = Math.max(red, green, blue);
      // Chroma, not HSL saturation, which calls a near-white with any tint fully saturated.
      const chroma = max - Math.min(red, green, blue);
      if (chroma < 0.04) continue;
      let hue;
      if (max === red) hue = 60 * (((green - blue) / chroma) % 6);
      else if (max === green) hue = 60 * ((blue - red) / chroma + 2);
      else hue = 60 * ((red - green) / chroma + 4);
      hue = (hue + 360) % 360;
      const distance = Math.min(Math.abs(hue - accentHue), 360 - Math.abs(hue - accentHue));
      if (distance > 15) {
        found.push(
          `${name} ${property} ${values[property]}: hue ${hue.toFixed(0)}°, accent ${accentHue}°`,
        );
      }
    }
  }
  return found;
}

const sides = ['top', 'right', 'bottom', 'left'];
/** The style properties disabledLooks reads. */
const disabledStyle = [
  ...sides.map((side) => `border-${side}-style`),
  ...['background-color', 'color', 'opacity', 'cursor'],
];

/**
 * What falls short in disabled buttons (readStyles of `disabledStyle`): each must have a solid
 * edge (no dashes or dots) on every side, an opaque fill of its own, a label of AA contrast
 * (4.5:1) on that fill, full opacity and the not-allowed cursor.
 */
export function disabledLooks(readings) {
  const luminance = ([r, g, b]) => {
    const linear = (channel) => {
      const v = channel / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const found = [];
  for (const {name, values, colours} of readings) {
    for (const side of sides) {
      const edge = values[`border-${side}-style`];
      if (edge !== 'solid') found.push(`${name} border-${side} is ${edge}`);
    }
    const fill = colours['background-color'];
    if (fill[3] < 1) found.push(`${name} has no fill of its own (${values['background-color']})`);
    const [high, low] = [luminance(colours.color), luminance(fill)].sort((x, y) => y - x);
    const ratio = (high + 0.05) / (low + 0.05);
    if (ratio < 4.5) found.push(`${name} label contrast ${ratio.toFixed(2)}:1`);
    if (values.opacity !== '1') found.push(`${name} is faded (opacity ${values.opacity})`);
    if (values.cursor !== 'not-allowed') found.push(`${name} cursor is ${values.cursor}`);
  }
  return found;
}

/** Controls shorter than a thumb, and pairs closer to each other than the room between them. */
function crampedControls(found, {height, spacing} = touchTarget) {
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

/** A target a thumb can hit (WCAG 2.5.5's 44 px) on the home page, below this width. */
const homePhone = 768;
/** Below this width the pages take a phone's layout. */
const phone = 577;
/** The smallest text a figure may draw, in CSS px. */
const smallestFigureText = 12;
/** Callouts whose colour means something (caution, danger) may keep it; the rest are the accent. */
const callouts =
  '.theme-admonition:not(.theme-admonition-warning, .theme-admonition-danger, .theme-admonition-caution)';

/**
 * Every design rule that applies to the page on screen (`path`), at rest, `width` px wide: what
 * falls short. `run(fn, arg)` runs a page-side function above in the page (page.evaluate, or the
 * lane's driver.run). On every page: figure text 12 px tall or more and clear of its shapes,
 * callouts in the accent. On the home page:
 * nothing cut by its frame, disabled buttons that look it, the demo's best rows in the accent,
 * centred footer separators, thumb-sized targets on a phone. On the others: one title, balanced
 * headings and pretty text, the pager's arrows keep to a title (and span the column on a phone),
 * figures fit their cards, a doc page is one column, listed release notes a step below the
 * title in its colour, controls a thumb can hit on a phone, and where the feedback form cannot
 * load, a message with its links filling the frame's box.
 */
export async function designFindings(run, {path, width, contactEmail, formOrigin}) {
  const found = [];
  const add = (what, lines) => found.push(...lines.map((line) => `${what}: ${line}`));
  const kind = await run(pageKind);
  const [root] = await run(readStyles, [':root', ['--site-hue']]);
  const offAccent = async (selector, properties) =>
    offPalette(await run(readStyles, [selector, properties]), Number(root.values['--site-hue']));
  add('figure text', await run(svgLabels, ['main', smallestFigureText]));
  add('callout colour', await offAccent(callouts, ['background-color', 'border-left-color']));
  if (path === '/') {
    add('cut text', await run(cutLines, 'main'));
    const disabled = await run(readStyles, ['#download button:disabled', disabledStyle]);
    add('disabled button', disabledLooks(disabled));
    add('best rows', await offAccent('main [class*="rowHigh"]', ['background-color']));
    add('footer', await run(offCentreSeparators));
    if (width < homePhone) add('target', await run(smallTargets, ['main', touchTarget.height]));
    return found;
  }
  const {count} = await run(title);
  if (count !== 1) found.push(`${count} titles`);
  const wrapping = await run(textWrapping);
  add('not balanced', wrapping.unbalanced);
  add('not pretty', wrapping.notPretty);
  add('a word alone on the last line', wrapping.loneLastWord);
  add('figure wider than its card', await run(figuresOverflowing));
  for (const link of await run(pager)) {
    if (link.arrowAlone) found.push(`pager: ${link.title}: arrow alone`);
    if (width < phone && (link.inset.left !== 0 || link.inset.right !== 0))
      found.push(`pager: ${link.title} inset ${JSON.stringify(link.inset)} on a phone`);
  }
  const headings = await run(headingStyles);
  if (/\bdocs-doc-page\b/.test(kind)) {
    const {text, parts} = await run(docColumn);
    if (!parts.some(({name}) => name === 'pager')) found.push('a doc page without its pager');
    for (const {name, ...edges} of parts) {
      if (edges.left !== text.left || edges.right !== text.right)
        found.push(`${name} at ${JSON.stringify(edges)}, the text at ${JSON.stringify(text)}`);
    }
  }
  if (/\bblog-list-page\b/.test(kind)) {
    if (headings.listed.length === 0) found.push('no release note listed');
    for (const note of headings.listed) {
      if (note.size >= headings.h1.size) found.push(`"${note.text}" not below the title`);
      if (note.color !== headings.h1.color) found.push(`"${note.text}" in ${note.color}`);
    }
  }
  if (width < phone) {
    const shown = await run(controls);
    if (shown.length < 2) found.push(`${shown.length} controls`);
    const {short, crowded} = crampedControls(shown);
    add('short control', short);
    add('controls too close', crowded);
  }
  if (await run(() => Boolean(document.querySelector('iframe[data-tally-src]')))) {
    let fallback = null;
    for (let tries = 0; tries < 100 && !fallback; tries += 1) {
      fallback = await run(feedbackFallback);
      if (!fallback) await new Promise((resolve) => globalThis.setTimeout(resolve, 100));
    }
    if (!fallback) found.push('the feedback form never gave way to its message');
    else {
      await run(finishAnimations);
      fallback = await run(feedbackFallback);
      const same = (one, other) => JSON.stringify(one) === JSON.stringify(other);
      if (!same(fallback.message, fallback.frame))
        found.push('the message does not cover the frame');
      if (['rgba(0, 0, 0, 0)', fallback.cardBackground].includes(fallback.messageBackground))
        found.push(`the message has no panel of its own (${fallback.messageBackground})`);
      if (!fallback.links.includes(`mailto:${contactEmail}`)) found.push('no e-mail link');
      if (!fallback.links.some((href) => href?.startsWith(`${formOrigin}/`)))
        found.push('no link to the form');
    }
  }
  return found;
}

/** What crossPageFindings compares, read from the page on screen. */
export async function layoutFacts(run) {
  const kind = await run(pageKind);
  const {articleH2, listed} = await run(headingStyles);
  return {
    titleLeft: (await run(title)).left,
    ...(/\bdocs-doc-page\b/.test(kind) && {articleH2: articleH2?.size}),
    ...(/\bblog-list-page\b/.test(kind) && {listedSizes: listed.map(({size}) => size)}),
  };
}

/**
 * What falls short across pages, from layoutFacts of one page of each kind at one width: every
 * page's title starts on the articles' left edge, and a listed release note's title is the size
 * of an article's h2.
 */
export function crossPageFindings(pages) {
  const found = [];
  const article = pages.find(({facts}) => facts.articleH2 !== undefined);
  if (!article) return ['no article among the pages'];
  for (const {path, facts} of pages) {
    if (facts.titleLeft !== article.facts.titleLeft)
      found.push(
        `${path}: title at ${facts.titleLeft} px, an article's at ${article.facts.titleLeft}`,
      );
    for (const size of facts.listedSizes ?? []) {
      if (size !== article.facts.articleH2)
        found.push(
          `${path}: a note's title ${size} px, an article's h2 ${article.facts.articleH2}`,
        );
    }
  }
  return found;
}
