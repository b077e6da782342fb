export interface IndexedPage {
  url: string;
  title: string;
  content: string;
}
export declare function indexedPages(buildDir: string): IndexedPage[];
