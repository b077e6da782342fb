/**
 * Social cards drawn by the build (satori lays them out, resvg paints them): every doc's and
 * release note's from its title and description, the site's from its title and tagline, and the
 * square logo the structured data names. Each PNG is cached under its content hash.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import type {ReactNode} from 'react';
import type {LoadContext, ParseFrontMatter, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {siteSocialCard, siteLogo, socialCardSize} from '../seo';
import {releasesDir, releasesPluginId} from './releaseFacts';
import {releaseNotesCopy} from '../data/releaseNotes';

/** What a card says. The kicker is the small line above the title. */
interface CardText {
  productName: string;
  kicker?: string;
  title: string;
  description: string;
}

/** One PNG the build writes: its path under the output directory and what it shows. */
export type CardJob = {path: string} & ({kind: 'card'; text: CardText} | {kind: 'logo'});

const palette = {
  background: '#131a2e',
  text: '#f2f4fa',
  kicker: '#9db2f2',
  description: '#c3cbe0',
  rule: '#2b4cb0',
};

const fontFile = (weight: number): string =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const logoFile = join(__dirname, '..', '..', 'static', 'img', 'logo.svg');

/** The knowledge-graph motif: a few nodes and links, flat so the PNG stays small. */
const graphSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="630" viewBox="0 0 420 630">
<g stroke="#5f7fe0" stroke-width="3" fill="none" opacity=".55"><path d="M80 120 250 70 360 190 210 260 80 120M210 260 300 400 150 470 210 260M300 400 390 520 250 580 150 470"/></g>
<g fill="#8ea6f0"><circle cx="80" cy="120" r="12"/><circle cx="250" cy="70" r="9"/><circle cx="360" cy="190" r="14"/><circle cx="210" cy="260" r="18"/><circle cx="300" cy="400" r="12"/><circle cx="150" cy="470" r="10"/><circle cx="390" cy="520" r="9"/><circle cx="250" cy="580" r="12"/></g>
</svg>`;

const dataUri = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A satori element: React's shape without React. */
function box(style: Record<string, unknown>, children?: ReactNode): ReactNode {
  return {type: 'div', key: null, props: {style, children}} as unknown as ReactNode;
}
function image(src: string, width: number, height: number, style = {}): ReactNode {
  return {type: 'img', key: null, props: {src, width, height, style}} as unknown as ReactNode;
}

function cardElement(text: CardText, logoSvg: string): ReactNode {
  // Long titles get a smaller size so that they keep to two lines beside the motif.
  const titleSize = text.title.length > 40 ? 56 : 68;
  return box(
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      position: 'relative',
      background: palette.background,
      color: palette.text,
      fontFamily: 'Inter',
    },
    [
      box({position: 'absolute', top: 64, left: 80, display: 'flex', alignItems: 'center'}, [
        image(dataUri(logoSvg), 56, 56),
        box({marginLeft: 20, fontSize: 36, fontWeight: 700}, text.productName),
      ]),
      box(
        {
          position: 'absolute',
          left: 80,
          top: 200,
          width: 760,
          display: 'flex',
          flexDirection: 'column',
        },
        [
          text.kicker &&
            box(
              {
                fontSize: 26,
                fontWeight: 700,
                color: palette.kicker,
                textTransform: 'uppercase',
                letterSpacing: 2,
                marginBottom: 20,
              },
              text.kicker,
            ),
          box({fontSize: titleSize, lineHeight: 1.08, fontWeight: 700}, text.title),
          box(
            {
              display: 'block',
              marginTop: 28,
              fontSize: 28,
              lineHeight: 1.4,
              color: palette.description,
              lineClamp: 3,
            },
            text.description,
          ),
        ],
      ),
      image(dataUri(graphSvg), 420, 630, {position: 'absolute', right: 40, top: 0}),
      box({
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: socialCardSize.width,
        height: 12,
        background: palette.rule,
      }),
    ],
  );
}

let fonts: Promise<{name: string; data: Buffer; weight: 400 | 700}[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(fontFile(weight)),
      weight,
    })),
  ));

/** Draws one PNG; the same job always gives the same bytes. */
async function draw(job: CardJob): Promise<Buffer> {
  const logoSvg = await readFile(logoFile, 'utf8');
  const size = job.kind === 'logo' ? {width: 512, height: 512} : socialCardSize;
  const element =
    job.kind === 'card'
      ? cardElement(job.text, logoSvg)
      : box(
          {
            width: '100%',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: palette.background,
          },
          [image(dataUri(logoSvg), 400, 400)],
        );
  const svg = await satori(element, {...size, fonts: await loadFonts()});
  return new Resvg(svg, {font: {loadSystemFonts: false}}).render().asPng();
}

/** What makes a PNG what it is: the job, this file (the design), the fonts, the logo, the libraries. */
let designHash: string | undefined;
function cacheKey(job: CardJob): string {
  if (!designHash) {
    const hash = createHash('sha256');
    for (const file of [__filename, fontFile(400), fontFile(700), logoFile]) {
      hash.update(readFileSync(file));
    }
    for (const name of ['satori', '@resvg/resvg-js']) {
      hash.update(readFileSync(require.resolve(`${name}/package.json`)));
    }
    designHash = hash.digest('hex');
  }
  // Where the card is served does not change how it looks.
  const content = job.kind === 'logo' ? {kind: job.kind} : {kind: job.kind, text: job.text};
  return createHash('sha256').update(designHash).update(JSON.stringify(content)).digest('hex');
}

/** The PNG of a job from the cache, drawn (and kept) when the cache does not have it yet. */
export async function cachedDraw(job: CardJob, cacheDir: string) {
  const file = join(cacheDir, `${cacheKey(job)}.png`);
  if (existsSync(file)) return {png: await readFile(file), drawn: false};
  const png = await draw(job);
  await mkdir(cacheDir, {recursive: true});
  // Written aside, then renamed, so a build stopped half-way never leaves a broken card.
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, png);
  await rename(partial, file);
  return {png, drawn: true};
}

/**
 * Where a doc's or a release note's card is served, from its file: docs/a/b.md →
 * /img/social/a/b.png, releases/beta.md → /img/social/releases/beta.png.
 */
export function docCardPath(siteDir: string, filePath: string): string | undefined {
  const file = relative(siteDir, filePath).split(sep).join('/');
  const doc = /^(?:docs|versioned_docs)\/(.+)\.mdx?$/.exec(file);
  if (doc) return `/img/social/${doc[1]}.png`;
  const note = new RegExp(`^${releasesDir}/(.+)\\.mdx?$`).exec(file);
  return note ? `/img/social/${releasesDir}/${note[1]}.png` : undefined;
}

/** Gives every doc and release note without an `image` of its own the card the build draws for it. */
export function withSocialCard(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const card = docCardPath(siteDir, params.filePath);
    if (card && result.frontMatter.image === undefined) result.frontMatter.image = card;
    return result;
  };
}

/** A doc's or a release note's metadata, as far as its card needs it. */
type CardSource = Pick<DocMetadata, 'source' | 'frontMatter' | 'title' | 'description'>;

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const productName = siteConfig.title;
  let jobs: CardJob[] = [];
  return {
    name: 'social-cards',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      jobs = [
        {
          path: `/${siteSocialCard}`,
          kind: 'card',
          text: {
            productName,
            title: `${productName} Browser`,
            description: siteConfig.tagline,
          },
        },
        {path: `/${siteLogo}`, kind: 'logo'},
      ];
      // A page that names an image of its own keeps it.
      const add = (kicker: string, {source, frontMatter, title, description}: CardSource) => {
        const card = docCardPath(siteDir, join(siteDir, source.replace(/^@site\//, '')));
        if (card && frontMatter.image === card) {
          jobs.push({path: card, kind: 'card', text: {productName, kicker, title, description}});
        }
      };
      for (const doc of docs?.loadedVersions.flatMap((version) => version.docs) ?? []) {
        add(`${productName} Browser`, doc);
      }
      const notes = allContent['docusaurus-plugin-content-blog']?.[releasesPluginId] as
        BlogContent | undefined;
      for (const {metadata} of notes?.blogPosts ?? []) add(releaseNotesCopy.listTitle, metadata);
    },
    async postBuild({outDir}) {
      // Builds survive one another in node_modules/.cache; SOCIAL_CARDS_CACHE moves it.
      const cacheDir =
        process.env.SOCIAL_CARDS_CACHE ??
        join(siteDir, 'node_modules', '.cache', 'mnemo-social-cards');
      let drawn = 0;
      for (const job of jobs) {
        const result = await cachedDraw(job, cacheDir);
        const target = join(outDir, job.path);
        await mkdir(dirname(target), {recursive: true});
        await writeFile(target, result.png);
        if (result.drawn) drawn += 1;
      }
      if (drawn > 0) console.log(`[social-cards] drew ${drawn} of ${jobs.length} cards`);
    },
  };
}
