import {loadSearch, SearchNeedsBuild} from '../load';

describe('loading the search', () => {
  const mode = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = mode;
  });

  it('on the development server, which has no index, fails as needing a build, loading nothing', async () => {
    process.env.NODE_ENV = 'development';
    await expect(loadSearch('/')).rejects.toBeInstanceOf(SearchNeedsBuild);
    await expect(loadSearch('/')).rejects.toThrow('npm run build && npm run serve');
  });

  it('elsewhere tries to load the index, and a failure is not taken for a missing build', async () => {
    process.env.NODE_ENV = 'production';
    const failure: unknown = await loadSearch('/no-such-site/').catch((error: unknown) => error);
    expect(failure).toBeDefined();
    expect(failure).not.toBeInstanceOf(SearchNeedsBuild);
  });
});
