import type {Page} from '@playwright/test';

export type Asset = {file: string; gzip: number};
export declare function initialCode(
  page: Page,
  url: string,
  buildDir: string,
): Promise<{js: Asset[]; css: Asset[]; jsGzip: number; cssGzip: number}>;
