import {buildCommand} from '../../components/SearchHelp/messages';
import {loadSearch, SearchNeedsBuild} from '../load';

/** A stand-in for the site's server: what it is asked, and whether the connection holds. */
const asked: string[] = [];
let connectionLost = false;
const index = {version: 'v1', pages: [], pieces: [], places: []};
global.fetch = jest.fn(async (url: string | URL | Request) => {
  asked.push(String(url));
  if (connectionLost) throw new TypeError('Failed to fetch');
  return {ok: true, status: 200, json: async () => index} as Response;
}) as typeof fetch;

const mode = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = mode;
});

it('loading the search on the development server, which has no index, fails as needing a build, loading nothing', async () => {
  process.env.NODE_ENV = 'development';
  await expect(loadSearch('/site/')).rejects.toBeInstanceOf(SearchNeedsBuild);
  await expect(loadSearch('/site/')).rejects.toThrow(buildCommand);
  expect(asked).toEqual([]);
});

it("loading the search elsewhere reads the build's list of places once; a failure is tried again and is not taken for a missing build", async () => {
  process.env.NODE_ENV = 'production';
  connectionLost = true;
  const failure: unknown = await loadSearch('/site/').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(TypeError);
  expect(failure).not.toBeInstanceOf(SearchNeedsBuild);
  connectionLost = false;
  asked.length = 0;
  const reader = await loadSearch('/site/');
  expect(await loadSearch('/site/')).toBe(reader);
  expect(await reader.index()).toEqual(index);
  expect(asked).toEqual(['/site/search-index/index.json']);
});
