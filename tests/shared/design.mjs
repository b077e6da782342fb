/**
 * Design checks read from geometry and computed style, for the end-to-end suite (Chromium) and
 * the cross-engine lane (Firefox, WebKit). Each function run in the page is self-contained (it is
 * sent to the page as text) and takes one argument (a list where it needs more); the checks
 * return what they found wrong, as readable lines: an empty list is a pass. Colours are read
 * through a canvas, which resolves any notation the engine reports (color-mix, color(srgb …));
 * offPalette and disabledLooks judge those readings in Node.
 */
/* global document, getComputedStyle -- these functions run in the page */

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
 * The computed style of every element `selector` matches: each property's value as the engine
 * reports it (kebab-case names; custom properties too) and, for a colour, its red, green, blue
 * (0–255) and alpha (0–1) as a canvas resolves it.
 */
export function readStyles([selector, properties]) {
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
  return [...document.querySelectorAll(selector)].map((element) => {
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

/** The style properties disabledLooks reads. */
export const disabledStyle = [
  ...['top', 'right', 'bottom', 'left'].map((side) => `border-${side}-style`),
  'background-color',
  'color',
  'opacity',
  'cursor',
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
    for (const side of ['top', 'right', 'bottom', 'left']) {
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

/** Ends every animation (endless ones cancelled), as a still screen shows the page. */
export function settleAnimations() {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
  return true;
}
