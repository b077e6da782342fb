/**
 * Turns a built page into Markdown: the rendered HTML, not the MDX source, so that components
 * come out as the text a visitor reads and no `import` line or JSX tag leaks.
 */
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {markdownPath} from '../markdownCopy';
import {attribute, classesOf, find, matches, metaContent, textOf} from './hast';
import type {Element, ElementContent, Root} from './hast';
import type {RouteFacts} from './pageTypes';
import {docMarkdownClass, notPageText} from './searchPlaces';

export {parseHtml} from './hast';

/** What the build knows about one page: its route's facts, and what only its HTML has. */
export interface PageFacts extends RouteFacts {
  /** `<title>` without the site's suffix (" | Mnemo"). */
  title: string;
  /** The meta description. */
  description: string;
  /** The element whose Markdown is the page's: the doc's article, a blog post, or `main`. */
  content: Element | null;
}

/** The facts llms.txt and the Markdown copy need: the route's, and the page's title and content. */
export function pageFacts(tree: Root, siteTitle: string, route: RouteFacts): PageFacts {
  const titleElement = find(tree, (el) => el.tagName === 'title');
  const suffix = ` | ${siteTitle}`;
  const fullTitle = titleElement ? textOf(titleElement).trim() : '';
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const main = find(tree, (el) => el.tagName === 'main');
  const docArticle = find(tree, (el) => classesOf(el).includes(docMarkdownClass));
  // A blog post's page is the one blog page made from a file of its own.
  const isPost = route.plugin?.name === 'blog' && route.sourceFile !== null;
  const blogPost = isPost && main ? find(main, (el) => el.tagName === 'article') : null;
  return {
    ...route,
    title,
    description: metaContent(tree, 'description') ?? '',
    content: docArticle ?? blogPost ?? main,
  };
}

/** Controls, decoration and duplicates: not the page's text. */
const notContent = [
  ...notPageText,
  ...'aside button form iframe input nav script select style svg template textarea'.split(' '),
  '[aria-hidden="true"]',
  '[hidden]',
];

const isNotContent = (element: Element): boolean =>
  notContent.some((selector) => matches(element, selector));

/** How a link inside the page is written in its Markdown copy. */
interface LinkContext {
  /** The page's own absolute URL. */
  pageUrl: string;
  /** The configured site URL, without a trailing slash. */
  siteUrl: string;
  /** Paths of the pages that have a Markdown copy, to link to it instead of the HTML. */
  markdownPages: ReadonlySet<string>;
}

/** A link made absolute (one with a scheme or host is already); a page with a copy by its copy. */
function absoluteLink(href: string, {pageUrl, siteUrl, markdownPages}: LinkContext) {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const url = new URL(href, pageUrl);
  const path = url.pathname.replace(/(.)\/$/, '$1');
  if (markdownPages.has(path) && !url.search) return `${siteUrl}${markdownPath(path)}${url.hash}`;
  return `${siteUrl}${url.pathname}${url.search}${url.hash}`;
}

/** The language of a code block, from its `language-*` class (on the block or its frame). */
const languageOf = (ancestors: readonly Element[]): string | undefined => {
  for (const element of [...ancestors].reverse()) {
    const name = classesOf(element).find((c) => c.startsWith('language-'));
    if (name) return name.slice('language-'.length);
  }
  return undefined;
};

/** The text of a highlighted code block: one `<br>` per line, the rest is token markup. */
const codeText = (node: ElementContent): string => {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || isNotContent(node)) return '';
  return node.tagName === 'br' ? '\n' : node.children.map(codeText).join('');
};

const isHeading = (node: ElementContent | undefined): node is Element =>
  node?.type === 'element' && /^h[1-6]$/.test(node.tagName);

/** A heading's own link to itself, set beside it rather than inside it. */
function isAnchorOf(link: Element, before: readonly ElementContent[]): boolean {
  const heading = [...before].reverse().find((node) => node.type === 'element');
  const id = isHeading(heading) ? attribute(heading, 'id') : undefined;
  return link.tagName === 'a' && id !== undefined && attribute(link, 'href') === `#${id}`;
}

function clean(node: Element, context: LinkContext, ancestors: Element[]): void {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    if (isNotContent(child) || isAnchorOf(child, children)) continue;
    const label = attribute(child, 'ariaLabel');
    if (attribute(child, 'role') === 'img' && child.tagName !== 'img') {
      // A picture drawn in HTML: its text alternative is what it says.
      if (label) children.push(element('p', {}, [element('em', {}, [text(label)])]));
      continue;
    }
    if (child.tagName === 'pre') {
      const language = languageOf([...ancestors, node, child]);
      const value = child.children.map(codeText).join('').replace(/\n$/, '');
      const className = language ? [`language-${language}`] : [];
      children.push(element('pre', {}, [element('code', {className}, [text(value)])]));
      continue;
    }
    if (child.tagName === 'a' && typeof child.properties.href === 'string') {
      child.properties = {href: absoluteLink(child.properties.href, context)};
    }
    if (child.tagName === 'img' && typeof child.properties.src === 'string') {
      child.properties = {
        src: absoluteLink(child.properties.src, {...context, markdownPages: new Set()}),
        alt: child.properties.alt ?? '',
      };
    }
    if (child.tagName === 'summary') {
      // A disclosure's summary is its heading-like question: bold, as its own paragraph.
      child.tagName = 'p';
      child.children = [element('strong', {}, child.children)];
    }
    clean(child, context, [...ancestors, node]);
    const previous = children.at(-1);
    // Elements that sit side by side in the HTML are laid out apart by CSS: keep a space.
    if (previous?.type === 'element' && previous.tagName !== 'br' && child.tagName !== 'br') {
      children.push(text(' '));
    }
    children.push(child);
  }
  node.children = children;
}

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({type: 'element', tagName, properties, children});
const text = (value: string): ElementContent => ({type: 'text', value});

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, resourceLink: true, rule: '-'});

/**
 * The Markdown of a page's content element: its headings, text, lists, tables, code blocks (with
 * their language) and links (absolute), without the controls, anchors and hidden duplicates.
 * Starts with the page's title as its `#` heading.
 */
export function contentMarkdown(content: Element, title: string, context: LinkContext): string {
  const copy = structuredClone(content);
  clean(copy, context, []);
  const root: Root = {type: 'root', children: [copy]};
  const markdown = toMarkdown.stringify(toMarkdown.runSync(root)).trim();
  const headed = /^# /m.test(markdown) ? markdown : `# ${title}\n\n${markdown}`;
  return `${headed}\n`;
}
