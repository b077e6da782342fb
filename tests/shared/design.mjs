/**
 * Design checks shared by the e2e suite (Chromium) and the cross-engine lane (Firefox, WebKit).
 * A page function is sent as text: self-contained, one argument; it returns one line per fault.
 */
/* global document, getComputedStyle, NodeFilter, CSS, DOMPoint -- these functions run in the page */

/** Text lines cut by a clipping box's top or bottom edge where its mask does not fade there. */
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
 * Ends every animation (endless ones cancelled), then reads `properties` of each `selector` match,
 * colours as a canvas resolves them (RGB 0–255, alpha 0–1). One task: no transition starts between.
 */
export function finishAnimations([selector, properties] = ['', []]) {
  const elements = selector ? [...document.querySelectorAll(selector)] : [];
  // Read once first: an engine that put off a style (WebKit, off screen) starts its transitions.
  for (const element of elements) {
    const style = getComputedStyle(element);
    for (const property of properties) style.getPropertyValue(property);
  }
  // Round after round: an inherited colour's transition starts once its parent's has ended.
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

/**
 * Layout faults: SVG text in `main` drawn under 12 px or within 2 px of a circle's or rectangle's
 * line; given `thumb`, controls shorter or closer than it (not links in a sentence, nor pictures).
 * Off the home page: wrapping as set, figures inside their card, pager links, a single title.
 */
function layoutFindings({home, phone, thumb}) {
  const found = [];
  const shown = (selector, options) =>
    [...document.querySelectorAll(selector)].filter(
      (element) =>
        element.checkVisibility({visibilityProperty: true, ...options}) &&
        element.getClientRects().length > 0,
    );
  const named = (element, length = 40) =>
    `${element.tagName.toLowerCase()} "${(element.textContent.trim() || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').slice(0, length)}"`;
  // The box that lays out an element's lines: an inline element's is its nearest block's.
  const block = (element) => {
    let box = element;
    while (box.parentElement && getComputedStyle(box).display === 'inline') box = box.parentElement;
    return box;
  };
  const scaleOf = ({a, b}) => Math.hypot(a, b);
  for (const text of shown('main svg text', {opacityProperty: true})) {
    const name = `figure text ${named(text)}`;
    const drawn = parseFloat(getComputedStyle(text).fontSize) * scaleOf(text.getScreenCTM());
    if (drawn < 11.95) found.push(`${name} drawn ${drawn.toFixed(1)} px tall`);
    const {left, right, top, bottom} = text.getBoundingClientRect();
    for (const shape of text.ownerSVGElement.querySelectorAll('circle, rect')) {
      const matrix = shape.getScreenCTM();
      const stroke = (parseFloat(getComputedStyle(shape).strokeWidth) || 0) * scaleOf(matrix);
      const clear = 2 + stroke / 2;
      const box = shape.getBoundingClientRect();
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
        // The distance from the circle's line, on the label's side (under 0: across it).
        const gap = far < radius ? radius - stroke / 2 - far : near - radius - stroke / 2;
        if (far > radius - clear && near < radius + clear)
          found.push(`${name} is ${gap.toFixed(1)} px from a circle's line (2 at least)`);
      } else if (
        Math.min(left - box.left, box.right - right, top - box.top, box.bottom - bottom) < clear &&
        Math.max(box.left - right, left - box.right, box.top - bottom, top - box.bottom) < clear
      )
        found.push(`${name} touches a rectangle`);
    }
  }
  if (thumb) {
    const selector =
      '.navbar__toggle, .navbar input, main :is(a[href], button, input, select, textarea, summary, [role="treeitem"] > div)';
    const targets = shown(selector)
      .filter(
        (element) =>
          !element.closest('.hash-link, [role="img"], .visually-hidden') &&
          block(element).textContent.trim() === element.textContent.trim(),
      )
      .map((element) => ({element, name: named(element), box: element.getBoundingClientRect()}));
    if (targets.length < 2) found.push(`${targets.length} controls`);
    targets.forEach(({element, name, box}, index) => {
      if (box.height < thumb.height - 0.5)
        found.push(`short control: ${name}: ${Math.round(box.height)} px tall`);
      for (const other of targets.slice(index + 1)) {
        if (element.contains(other.element) || other.element.contains(element)) continue;
        const across = Math.max(box.left - other.box.right, other.box.left - box.right);
        const down = Math.max(box.top - other.box.bottom, other.box.top - box.bottom);
        const gap =
          across < -1 && down < -1 ? -1 : Math.hypot(Math.max(0, across), Math.max(0, down));
        if (gap < thumb.spacing) found.push(`controls too close: ${name} and ${other.name}`);
      }
    });
  }
  if (home) return found;
  const wrapping = [
    ['h1, h2, h3, h4, h5, h6', 'balance'],
    ['p, li, dd, dt, figcaption, blockquote, td, th', 'pretty'],
  ];
  for (const [selector, wanted] of wrapping) {
    if (!CSS.supports('text-wrap-style', wanted) && !CSS.supports('text-wrap', wanted)) continue;
    for (const element of shown(`main :is(${selector})`)) {
      const style = getComputedStyle(block(element));
      if ((style.textWrapStyle || style.textWrap) !== wanted)
        found.push(`not ${wanted}: ${named(element, 60)}`);
    }
  }
  for (const value of document.querySelectorAll('main figure dd')) {
    const card = value.closest('figure dl > *');
    const style = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const range = document.createRange();
    range.selectNodeContents(value);
    const text = range.getBoundingClientRect();
    if (text.left < left - 0.5 || text.right > right + 0.5)
      found.push(`figure wider than its card: ${value.textContent}: ${Math.round(text.width)} px`);
  }
  const column = document.querySelector('main article')?.getBoundingClientRect();
  for (const link of column ? document.querySelectorAll('.pagination-nav__link') : []) {
    const box = link.getBoundingClientRect();
    const label = link.querySelector('.pagination-nav__label');
    const range = document.createRange();
    range.selectNodeContents(label);
    const [first, last] = [range.getClientRects()[0], [...range.getClientRects()].at(-1)];
    const {top, bottom} = label.getBoundingClientRect();
    const title = label.textContent.trim();
    if (bottom - last.bottom > last.height / 2 || first.top - top > first.height / 2)
      found.push(`pager: ${title}: arrow alone`);
    const inset = [Math.round(box.left - column.left), Math.round(column.right - box.right)];
    if (phone && inset.some(Boolean)) found.push(`pager: ${title} inset ${inset} on a phone`);
  }
  const titles = document.querySelectorAll('h1');
  if (titles.length !== 1) found.push(`${titles.length} titles`);
  const is = (kind) => document.documentElement.classList.contains(kind);
  const edges = (element) => {
    const {left, right} = element.getBoundingClientRect();
    return `${Math.round(left)} to ${Math.round(right)} px`;
  };
  // An article's parts share its text's column.
  const text = document.querySelector('.theme-doc-markdown');
  const parts = {
    'last updated': '.theme-doc-footer',
    'release note link': 'p:has(> [data-release-note])',
    'was this page helpful': 'main [role="group"][data-not-content]',
    pager: '.pagination-nav',
    'version banner': '.theme-doc-version-banner',
  };
  if (is('docs-doc-page') && !document.querySelector(parts.pager)) found.push('no pager');
  for (const [name, selector] of is('docs-doc-page') ? Object.entries(parts) : []) {
    const part = document.querySelector(selector);
    if (part && edges(part) !== edges(text))
      found.push(`${name} at ${edges(part)}, the text at ${edges(text)}`);
  }
  // A listed release note's title is below the page's in size, in its colour.
  const notes = is('blog-list-page') ? document.querySelectorAll('main article header h2') : [];
  if (is('blog-list-page') && notes.length === 0) found.push('no release note listed');
  const size = (element) => parseFloat(getComputedStyle(element).fontSize);
  const colour = (element) => getComputedStyle(element.querySelector('a') ?? element).color;
  for (const note of titles.length ? notes : []) {
    if (size(note) >= size(titles[0])) found.push(`${named(note)} not below the title`);
    if (colour(note) !== colour(titles[0])) found.push(`${named(note)} in ${colour(note)}`);
  }
  return found;
}

/** What crossPageFindings compares: the title's left edge, an h2's or a listed note's size. */
function pageFacts() {
  const is = (kind) => document.documentElement.classList.contains(kind);
  const size = (element) => parseFloat(getComputedStyle(element).fontSize);
  const h2 = document.querySelector('.theme-doc-markdown h2');
  const notes = document.querySelectorAll('main article header h2');
  return {
    titleLeft: Math.round(document.querySelector('h1')?.getBoundingClientRect().left),
    ...(is('docs-doc-page') && {articleH2: h2 ? size(h2) : undefined}),
    ...(is('blog-list-page') && {listedSizes: Array.from(notes, size)}),
  };
}

// What follows runs in Node, on what the functions above read.

/** Colours in `readings` neither neutral (chroma under 4 %) nor within 15° of the accent's hue. */
function offPalette(what, readings, accentHue) {
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
        found.push(`${what}: ${name} ${property} ${values[property]}: hue ${hue.toFixed(0)}°`);
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

/** Disabled buttons: solid edges, opaque fill, 4.5:1 label, opacity 1, not-allowed cursor. */
function disabledLooks(readings) {
  return readings.flatMap(({name, values, colours}) => {
    const fill = colours['background-color'];
    const ratio = contrastRatio(colours.color, fill);
    const faults = [
      ...sides.map((side) => [
        values[`border-${side}-style`] !== 'solid',
        `border-${side} ${values[`border-${side}-style`]}`,
      ]),
      [fill[3] < 1, `no fill of its own (${values['background-color']})`],
      [ratio < 4.5, `label contrast ${ratio.toFixed(2)}:1`],
      [values.opacity !== '1', `opacity ${values.opacity}`],
      [values.cursor !== 'not-allowed', `cursor ${values.cursor}`],
    ];
    return faults.filter(([fails]) => fails).map(([, what]) => `disabled ${name}: ${what}`);
  });
}

/** The smallest control a thumb can hit (WCAG 2.5.5), and the room between two of them (px). */
const thumb = {height: 44, spacing: 8};

/** Widths below which the home page's targets are a thumb's, and the pages take a phone's layout. */
const [homePhone, phone] = [768, 577];

/** Design faults of the page at `path`, `width` px wide, at rest; `run(fn, arg)` runs fn in it. */
export async function designFindings(run, {path, width}) {
  const home = path === '/';
  // The first reading ends every animation: the checks after it see the page at rest.
  const [root] = await run(finishAnimations, [':root', ['--site-hue']]);
  const offAccent = async (what, selector, properties) =>
    offPalette(
      what,
      await run(finishAnimations, [selector, properties]),
      Number(root.values['--site-hue']),
    );
  // A callout is in the accent, unless its colour means something (caution, danger).
  const callouts =
    '.theme-admonition:not(.theme-admonition-warning, .theme-admonition-danger, .theme-admonition-caution)';
  const found = [
    ...(await offAccent('callout', callouts, ['background-color', 'border-left-color'])),
    ...(await run(layoutFindings, {
      home,
      phone: width < phone,
      // The home page's demo lists its rows and actions edge to edge: none may overlap.
      thumb: width < (home ? homePhone : phone) && {...thumb, spacing: home ? 0 : thumb.spacing},
    })),
  ];
  if (!home) return found;
  return [
    ...found,
    ...(await run(cutLines, 'main')),
    ...disabledLooks(await run(finishAnimations, ['#download button:disabled', disabledStyle])),
    ...(await offAccent('best row', 'main [class*="rowHigh"]', ['background-color'])),
  ];
}

/** What crossPageFindings compares, read from the page on screen. */
export const layoutFacts = (run) => run(pageFacts);

/** Titles must start at the articles' left edge, a listed note's title be an article's h2 size. */
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
