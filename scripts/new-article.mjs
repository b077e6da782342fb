#!/usr/bin/env node
/**
 * Starts an article: `npm run new-article -- "Offline Mode"` writes docs/offline-mode.md with
 * the front matter the build checks and an outline to replace; never over an existing article.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';

const title = process.argv.slice(2).join(' ').trim();
const name = title
  .normalize('NFKD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');

if (!title || !name) {
  console.error('Usage: npm run new-article -- "Title of the article"');
  process.exit(1);
}

const docsDir = join(process.cwd(), 'docs');
const taken = ['md', 'mdx'].map((ext) => join(docsDir, `${name}.${ext}`)).find(existsSync);
if (taken) {
  console.error(`${relative(process.cwd(), taken)} already exists; pick another title.`);
  process.exit(1);
}

// A quoted title keeps YAML from reading a colon or a leading symbol as syntax.
const article = `---
title: ${JSON.stringify(title)}
description: Replace this sentence with what the article tells the reader, in 50 to 200 characters.
---

The first paragraph says what the feature is and who it is for.

## How it works

Explain the feature, one idea per paragraph.

## Getting started

Tell the reader what to do first.
`;

mkdirSync(docsDir, {recursive: true});
const file = join(docsDir, `${name}.md`);
writeFileSync(file, article, {flag: 'wx'});
console.log(`Wrote ${relative(process.cwd(), file)}: served at /${name} once built.`);
