/**
 * Design checks read from geometry and computed style, shared by the end-to-end suite (Chromium)
 * and the cross-engine lane (Firefox, WebKit). A function run in the page is sent to it as text:
 * it is self-contained and takes one argument. A check returns what it found wrong, one readable
 * line each (an empty list is a pass). Colours are read through a canvas, which resolves any
 * notation an engine reports (color-mix, color(srgb …)).
 */
/* global document, getComputedStyle, NodeFilter, CSS, DOMPoint -- these functions run in the page */

/**
 * Text lines cut by the top or bottom edge of a box that clips them (overflow, or the paint
 * containment of content-visibility) where that box does not fade out at that edge: its
 * mask-image must end (bottom) or start (top) transparent. Lines wholly out of a box are hidden,
 * not cut.
 */
export function cutLines(root) {
  const found = [];
  const clear = (colour = '') => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
  const fades = (mask = '') => {
    if (!mask.includes('linear-gradient')) return {top: false, bottom: false};
    const stops = mask.match(/rgba?\([^)]*\)|transparent/g) ?? [];
    const [first, last] = [clear(stops[0]), clear(stops.at(-1))];
    // A gradient runs top to bottom unless told otherwise.
    return /to top/.test(mask) ? {top: last, bottom: first} : {top: first, bottom: last};
  };
  const clips = (style) =>
    style.overflowY !== 'visible' ||
    style.contentVisibility === 'auto' ||
    /paint|strict|content/.test(style.contain);
  for (const scope of document.querySelectorAll(root)) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent.trim();
      if (!text || !parent?.checkVisibility({visibilityProperty: true, opacityProperty: true}))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let lines = [...range.getClientRects()]
        .filter((line) => line.width > 0 && line.height > 0)
        .map(({top, bottom}) => ({top, bottom}));
      for (
        let box = parent;
        box && box !== document.body && lines.length;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (!clips(style)) continue;
        const edge = box.getBoundingClientRect();
        // A box a screen reader's text hides in (1 px) is no frame.
        if (edge.width <= 2 || edge.height <= 2) break;
        const fade = fades(style.maskImage || style.webkitMaskImage);
        const name = `${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]}`;
        for (const line of lines) {
          // Half a pixel of rounding either way.
          const cutAtBottom = line.top < edge.bottom - 0.5 && line.bottom > edge.bottom + 0.5;
          const cutAtTop = line.top < edge.top - 0.5 && line.bottom > edge.top + 0.5;
          if ((cutAtBottom && !fade.bottom) || (cutAtTop && !fade.top)) {
            const where = cutAtBottom ? 'bottom' : 'top';
            found.push(
              `"${text.slice(0, 40)}" cut by the ${where} of ${name}, which does not fade`,
            );
          }
          // Outer boxes see only what this one shows.
          line.top = Math.max(line.top, edge.top);
          line.bottom = Math.min(line.bottom, edge.bottom);
        }
        lines = lines.filter((line) => line.bottom - line.top > 0.5);
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Controls in `root` shorter than `min` px, and pairs that overlap. A link in a line of text is
 * exempt (WCAG 2.5.8; a card's link is a block of its own), and so is anything in a picture
 * (role="img"), which holds no control.
 */
function smallTargets([root, min]) {
  const found = [];
  const boxes = [
    ...document.querySelectorAll(
      `${root} :is(a[href], button, input, select, textarea, summary, [role="treeitem"] > div)`,
    ),
  ]
    .filter(
      (element) =>
        element.checkVisibility({visibilityProperty: true}) &&
        !element.closest('[role="img"], .visually-hidden') &&
        (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline'),
    )
    .map((element) => ({element, box: element.getBoundingClientRect()}));
  const label = (element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent.trim() || element.getAttribute('aria-label') || '').slice(0, 30)}"`;
  boxes.forEach(({element, box}, index) => {
    if (box.width > 0 && box.height < min - 0.5)
      found.push(`${label(element)} is ${box.height.toFixed(1)} px tall`);
    for (const other of boxes.slice(index + 1)) {
      if (element.contains(other.element) || other.element.contains(element)) continue;
      const width = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
      const height = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
      if (width > 1 && height > 1) found.push(`${label(element)} overlaps ${label(other.element)}`);
    }
  });
  return found;
}

/**
 * Text drawn in SVG within `root`: shorter than `min` px as drawn (font size × the drawing's
 * scale), or closer than 2 px to the line of a circle or rectangle beside it (a label sits inside
 * a shape or outside it, clear of its stroke).
 */
function svgLabels([root, min]) {
  const found = [];
  const scaleOf = ({a, b}) => Math.hypot(a, b);
  for (const text of document.querySelectorAll(`${root} svg text`)) {
    if (!text.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
    const name = `"${text.textContent.trim()}"`;
    const drawn = parseFloat(getComputedStyle(text).fontSize) * scaleOf(text.getScreenCTM());
    if (drawn < min - 0.05) found.push(`${name} drawn ${drawn.toFixed(1)} px tall`);
    const {left, right, top, bottom} = text.getBoundingClientRect();
    for (const shape of text.ownerSVGElement.querySelectorAll('circle, rect')) {
      const matrix = shape.getScreenCTM();
      const stroke = (parseFloat(getComputedStyle(shape).strokeWidth) || 0) * scaleOf(matrix);
      const clear = 2 + stroke / 2;
      if (shape.tagName === 'circle') {
        const centre = new DOMPoint(shape.cx.baseVal.value, shape.cy.baseVal.value);
        const {x, y} = centre.matrixTransform(matrix);
        const radius = shape.r.baseVal.value * scaleOf(matrix);
        const corners = [left, right].flatMap((px) => [top, bottom].map((py) => [px, py]));
        const far = Math.max(...corners.map(([px, py]) => Math.hypot(px - x, py - y)));
        const near = Math.hypot(
          Math.max(left, Math.min(x, right)) - x,
          Math.max(top, Math.min(y, bottom)) - y,
        );
        if (far > radius - clear && near < radius + clear) {
          // The label's distance from the circle's line, on the side it is on (less than 0: across).
          const gap = far < radius ? radius - stroke / 2 - far : near - radius - stroke / 2;
          found.push(`${name} is ${gap.toFixed(1)} px from a circle's line (2 at least)`);
        }
      } else {
        const box = shape.getBoundingClientRect();
        const inside =
          Math.min(left - box.left, box.right - right, top - box.top, box.bottom - bottom) >= clear;
        const outside =
          Math.max(box.left - right, left - box.right, box.top - bottom, top - box.bottom) >= clear;
        if (!inside && !outside) found.push(`${name} touches a rectangle`);
      }
    }
  }
  return found;
}

/**
 * Ends every animation, as a still screen shows the page (endless ones are cancelled); then,
 * given a selector and style properties, reads them on every element it matches: each value as
 * the engine reports it (kebab-case names; custom properties too) and, for a colour, its red,
 * green, blue (0–255) and alpha (0–1) as a canvas resolves it. Ending and reading in one task
 * leaves no room for a transition to start in between.
 */
export function finishAnimations([selector, properties] = ['', []]) {
  const elements = selector ? [...document.querySelectorAll(selector)] : [];
  // Read once first: an engine that put off an element's style (WebKit, for a part off screen)
  // resolves it now, and so starts the transitions of a change it had not applied yet.
  for (const element of elements) {
    const style = getComputedStyle(element);
    for (const property of properties) style.getPropertyValue(property);
  }
  // Round after round: a colour an element inherits changes only once its parent's transition
  // has ended, and its own transition then starts (a theme's change runs down the tree so).
  for (let round = 0; round < 20; round += 1) {
    const running = document
      .getAnimations()
      .filter(({playState}) => playState === 'running' || playState === 'paused');
    if (running.length === 0) break;
    for (const animation of running) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
  }
  const context = document.createElement('canvas').getContext('2d', {willReadFrequently: true});
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

/** What the layout rules read: the page's kind (its `<html>` classes), titles, headings, edges. */
function pageFacts() {
  const edges = (element) => {
    const {left, right} = element.getBoundingClientRect();
    return {left: Math.round(left), right: Math.round(right)};
  };
  const look = (element) => ({
    size: parseFloat(getComputedStyle(element).fontSize),
    color: getComputedStyle(element.querySelector('a') ?? element).color,
  });
  const parts = {
    'last updated': '.theme-doc-footer',
    'release note link': 'p:has(> [data-release-note])',
    'was this page helpful': 'main [role="group"][data-not-content]',
    pager: '.pagination-nav',
    'version banner': '.theme-doc-version-banner',
  };
  const titles = document.querySelectorAll('h1');
  const text = document.querySelector('.theme-doc-markdown');
  const articleH2 = document.querySelector('.theme-doc-markdown h2');
  return {
    kind: document.documentElement.className
      .split(/\s+/)
      .filter((name) => !/^docs-doc-id-/.test(name))
      .join(' '),
    titles: titles.length,
    titleLeft: titles[0] && edges(titles[0]).left,
    h1: titles[0] && look(titles[0]),
    articleH2: articleH2 ? look(articleH2).size : undefined,
    listed: Array.from(document.querySelectorAll('main article header h2'), (heading) => ({
      text: heading.textContent.trim(),
      ...look(heading),
    })),
    column: text && {
      text: edges(text),
      parts: Object.entries(parts).flatMap(([name, selector]) => {
        const element = document.querySelector(selector);
        return element ? [{name, ...edges(element)}] : [];
      }),
    },
  };
}

/**
 * Where the text in `main` wraps badly: headings whose box does not balance their lines, and text
 * not set to wrap "pretty" (where the engine supports each).
 */
function textWrapping() {
  // The box that lays out an element's lines: an inline heading's (an anchored h2) is its parent's.
  const wrapStyle = (element) => {
    let block = element;
    while (block.parentElement && getComputedStyle(block).display === 'inline') {
      block = block.parentElement;
    }
    const style = getComputedStyle(block);
    return style.textWrapStyle || style.textWrap;
  };
  const shown = (selector) =>
    Array.from(document.querySelectorAll(`main :is(${selector})`)).filter(
      (element) => element.checkVisibility() && element.getClientRects().length > 0,
    );
  const named = (element) =>
    `${element.tagName.toLowerCase()} "${element.textContent.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  const headings = shown('h1, h2, h3, h4, h5, h6');
  const texts = shown('p, li, dd, dt, figcaption, blockquote, td, th');
  const supports = (value) =>
    CSS.supports('text-wrap-style', value) || CSS.supports('text-wrap', value);
  const unbalanced = supports('balance') ? headings.filter((h) => wrapStyle(h) !== 'balance') : [];
  const notPretty = supports('pretty') ? texts.filter((text) => wrapStyle(text) !== 'pretty') : [];
  return [
    ...unbalanced.map((heading) => `not balanced: ${named(heading)}`),
    ...notPretty.map((text) => `not pretty: ${named(text)}`),
  ];
}

/**
 * The pager's links whose arrow (drawn after or before the title) sits on a line of its own, and
 * given `onPhone`, those that stop short of the text column's edges.
 */
function pager(onPhone) {
  const column = document.querySelector('main article')?.getBoundingClientRect();
  if (!column) return [];
  return Array.from(document.querySelectorAll('.pagination-nav__link')).flatMap((link) => {
    const box = link.getBoundingClientRect();
    const label = link.querySelector('.pagination-nav__label');
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = range.getClientRects();
    const [first, last] = [lines[0], lines[lines.length - 1]];
    const labelBox = label.getBoundingClientRect();
    const title = label.textContent.trim();
    const inset = {
      left: Math.round(box.left - column.left),
      right: Math.round(column.right - box.right),
    };
    const alone =
      labelBox.bottom - last.bottom > last.height / 2 ||
      first.top - labelBox.top > first.height / 2;
    return [
      ...(alone ? [`${title}: arrow alone`] : []),
      ...(onPhone && (inset.left || inset.right)
        ? [`${title} inset ${JSON.stringify(inset)} on a phone`]
        : []),
    ];
  });
}

/** Claimed figures (a figure's `dd`) that run past their card's content box. */
function figuresOverflowing() {
  return Array.from(document.querySelectorAll('main figure dd')).flatMap((value) => {
    const card = value.closest('figure dl > *');
    const style = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const range = document.createRange();
    range.selectNodeContents(value);
    const text = range.getBoundingClientRect();
    return text.left >= left - 0.5 && text.right <= right + 0.5
      ? []
      : [`${value.textContent}: ${Math.round(text.width)} px in ${Math.round(right - left)} px`];
  });
}

/**
 * The controls a visitor aims at, where they fall short of a thumb (`height` px tall, `spacing` px
 * apart): the navbar's menu button and search box, and each link, button or field in `main` that
 * stands alone (a link inside a sentence is aimed at as text is); two at least.
 */
function controls({height, spacing}) {
  const standsAlone = (element) => {
    if (getComputedStyle(element).display !== 'inline') return true;
    let block = element.parentElement;
    while (block.parentElement && getComputedStyle(block).display === 'inline') {
      block = block.parentElement;
    }
    return block.textContent.trim() === element.textContent.trim();
  };
  const selector =
    '.navbar__toggle, .navbar input, main a[href], main button, main input, main select, main summary';
  const shown = Array.from(document.querySelectorAll(selector))
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
  const found = shown.length < 2 ? [`${shown.length} controls`] : [];
  shown.forEach((one, index) => {
    const tall = one.bottom - one.top;
    if (tall < height - 0.5) found.push(`short control: ${one.name}: ${Math.round(tall)} px tall`);
    for (const other of shown.slice(index + 1)) {
      const across = Math.max(0, one.left - other.right, other.left - one.right);
      const down = Math.max(0, one.top - other.bottom, other.top - one.bottom);
      if (Math.hypot(across, down) < spacing)
        found.push(`controls too close: ${one.name} and ${other.name}`);
    }
  });
  return found;
}

// What follows runs in Node, on what the functions above read.

/**
 * Colours off the palette among `readings` (finishAnimations'): each must be a neutral (chroma
 * under 4 %, a grey with a hint of tint) or of the accent's hue (within 15° of `accentHue`).
 */
function offPalette(readings, accentHue) {
  const found = [];
  for (const {name, values, colours} of readings) {
    for (const [property, [r, g, b, a]] of Object.entries(colours)) {
      const [red, green, blue] = [r / 255, g / 255, b / 255];
      const max = Math.max(red, green, blue);
      // Chroma, not HSL saturation, which calls a near-white with any tint fully saturated.
      const chroma = max - Math.min(red, green, blue);
      if (a === 0 || chroma < 0.04) continue;
      let hue;
      if (max === red) hue = 60 * (((green - blue) / chroma) % 6);
      else if (max === green) hue = 60 * ((blue - red) / chroma + 2);
      else hue = 60 * ((red - green) / chroma + 4);
      hue = (hue + 360) % 360;
      const distance = Math.min(Math.abs(hue - accentHue), 360 - Math.abs(hue - accentHue));
      if (distance > 15)
        found.push(
          `${name} ${property} ${values[property]}: hue ${hue.toFixed(0)}°, accent ${accentHue}°`,
        );
    }
  }
  return found;
}

/** WCAG 2 contrast of two opaque colours, each red, green and blue (0–255). */
export function contrastRatio(one, other) {
  const luminance = (rgb) => {
    const [r, g, b] = rgb.slice(0, 3).map((channel) => {
      const v = channel / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(one), luminance(other)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const sides = ['top', 'right', 'bottom', 'left'];
const disabledStyle = [
  ...sides.map((side) => `border-${side}-style`),
  ...['background-color', 'color', 'opacity', 'cursor'],
];

/**
 * What falls short in disabled buttons (readings of `disabledStyle`): each must have a solid
 * edge (no dashes or dots) on every side, an opaque fill of its own, a label of AA contrast
 * (4.5:1) on that fill, full opacity and the not-allowed cursor.
 */
function disabledLooks(readings) {
  const found = [];
  for (const {name, values, colours} of readings) {
    for (const side of sides) {
      const edge = values[`border-${side}-style`];
      if (edge !== 'solid') found.push(`${name} border-${side} is ${edge}`);
    }
    const fill = colours['background-color'];
    if (fill[3] < 1) found.push(`${name} has no fill of its own (${values['background-color']})`);
    const ratio = contrastRatio(colours.color, fill);
    if (ratio < 4.5) found.push(`${name} label contrast ${ratio.toFixed(2)}:1`);
    if (values.opacity !== '1') found.push(`${name} is faded (opacity ${values.opacity})`);
    if (values.cursor !== 'not-allowed') found.push(`${name} cursor is ${values.cursor}`);
  }
  return found;
}

/** The smallest control a thumb can hit (WCAG 2.5.5), and the room between two of them (px). */
const thumb = {height: 44, spacing: 8};

/** Widths below which the home page's targets are a thumb's, and the pages take a phone's layout. */
const [homePhone, phone] = [768, 577];

/**
 * Every design rule that applies to the page on screen (`path`), `width` px wide, once every
 * animation has ended: what falls short. `run(fn, arg)` runs a function above in the page
 * (page.evaluate, or the lane's driver.run).
 */
export async function designFindings(run, {path, width}) {
  const found = [];
  const add = (what, lines) => found.push(...lines.map((line) => `${what}: ${line}`));
  // The first reading ends every animation: the checks after it see the page at rest.
  const [root] = await run(finishAnimations, [':root', ['--site-hue']]);
  const offAccent = async (selector, properties) =>
    offPalette(
      await run(finishAnimations, [selector, properties]),
      Number(root.values['--site-hue']),
    );
  // A figure draws no text under 12 CSS px. A callout is in the accent, unless its colour means
  // something (caution, danger).
  add('figure text', await run(svgLabels, ['main', 12]));
  const callouts =
    '.theme-admonition:not(.theme-admonition-warning, .theme-admonition-danger, .theme-admonition-caution)';
  add('callout colour', await offAccent(callouts, ['background-color', 'border-left-color']));
  if (path === '/') {
    add('cut text', await run(cutLines, 'main'));
    const disabled = await run(finishAnimations, ['#download button:disabled', disabledStyle]);
    add('disabled button', disabledLooks(disabled));
    add('best rows', await offAccent('main [class*="rowHigh"]', ['background-color']));
    if (width < homePhone) add('target', await run(smallTargets, ['main', thumb.height]));
    return found;
  }
  const facts = await run(pageFacts);
  if (facts.titles !== 1) found.push(`${facts.titles} titles`);
  found.push(...(await run(textWrapping)));
  add('figure wider than its card', await run(figuresOverflowing));
  add('pager', await run(pager, width < phone));
  if (/\bdocs-doc-page\b/.test(facts.kind)) {
    const {text, parts} = facts.column;
    if (!parts.some(({name}) => name === 'pager')) found.push('a doc page without its pager');
    for (const {name, ...edges} of parts) {
      if (edges.left !== text.left || edges.right !== text.right)
        found.push(`${name} at ${JSON.stringify(edges)}, the text at ${JSON.stringify(text)}`);
    }
  }
  if (/\bblog-list-page\b/.test(facts.kind)) {
    if (facts.listed.length === 0) found.push('no release note listed');
    for (const note of facts.listed) {
      if (note.size >= facts.h1.size) found.push(`"${note.text}" not below the title`);
      if (note.color !== facts.h1.color) found.push(`"${note.text}" in ${note.color}`);
    }
  }
  if (width < phone) found.push(...(await run(controls, thumb)));
  return found;
}

/** What crossPageFindings compares, read from the page on screen. */
export async function layoutFacts(run) {
  const {kind, titleLeft, articleH2, listed} = await run(pageFacts);
  return {
    titleLeft,
    ...(/\bdocs-doc-page\b/.test(kind) && {articleH2}),
    ...(/\bblog-list-page\b/.test(kind) && {listedSizes: listed.map(({size}) => size)}),
  };
}

/**
 * What falls short across pages, from layoutFacts of one page of each kind at one width: every
 * page's title starts on the articles' left edge, and a listed release note's title is the size
 * of an article's h2.
 */
export function crossPageFindings(pages) {
  const article = pages.find(({facts}) => facts.articleH2 !== undefined)?.facts;
  if (!article) return ['no article among the pages'];
  return pages.flatMap(({path, facts}) => [
    ...(facts.titleLeft === article.titleLeft
      ? []
      : [`${path}: title at ${facts.titleLeft} px, an article's at ${article.titleLeft}`]),
    ...(facts.listedSizes ?? [])
      .filter((size) => size !== article.articleH2)
      .map((size) => `${path}: a note's title ${size} px, an article's h2 ${article.articleH2}`),
  ]);
}
