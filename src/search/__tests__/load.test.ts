import {loadSearch, SearchNeedsBuild, type Pagefind} from '../load';

/** A stand-in for the pagefind.js the build writes under /site/, recording what it is asked. */
const calls: unknown[][] = [];
let initFails = false;
jest.mock(
  '/site/pagefind/pagefind.js',
  (): Pagefind => ({
    options: async (options) => void calls.push(['options', options]),
    init: async () => {
      calls.push(['init']);
      if (initFails) throw new Error('connection lost');
    },
    search: async () => ({results: []}),
  }),
  {virtual: true},
);

describe('loading the search', () => {
  const mode = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = mode;
  });

  it('on the development server, which has no index, fails as needing a build, loading nothing', async () => {
    process.env.NODE_ENV = 'development';
    await expect(loadSearch('/site/')).rejects.toBeInstanceOf(SearchNeedsBuild);
    await expect(loadSearch('/site/')).rejects.toThrow('npm run build && npm run serve');
    expect(calls).toEqual([]);
  });

  it("elsewhere loads the build's index once, on the page's thread; a failure is tried again and is not taken for a missing build", async () => {
    process.env.NODE_ENV = 'production';
    initFails = true;
    const failure: unknown = await loadSearch('/site/').catch((error: unknown) => error);
    expect(failure).toEqual(new Error('connection lost'));
    expect(failure).not.toBeInstanceOf(SearchNeedsBuild);
    initFails = false;
    calls.length = 0;
    const pagefind = await loadSearch('/site/');
    expect(await loadSearch('/site/')).toBe(pagefind);
    expect(calls).toEqual([
      ['options', expect.objectContaining({baseUrl: '/site/', noWorker: true})],
      ['init'],
    ]);
  });
});
