import { isChunkLoadError, isNewRelease, retryOnce } from './chunkLoad';

const chunkError = (request?: string) => Object.assign(new Error('Loading chunk secure-mail failed.'), { name: 'ChunkLoadError', request });

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ["webpack's ChunkLoadError", chunkError(), true],
    ['a failed chunk by its message', new Error('Loading chunk 1234 failed.\n(error: /1234.js)'), true],
    ['a failed stylesheet chunk', new Error('Loading CSS chunk charts failed.'), true],
    ['an error thrown as a module ran', new TypeError('x is not a function'), false],
    ['a thrown string', 'Loading chunk 1 failed', false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('retryOnce', () => {
  it('asks once more after a failed chunk, and takes the second answer', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    await expect(retryOnce(load, 0)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks only once more: a second failure is the caller', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(chunkError());
    await expect(retryOnce(load, 0)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a module that failed as it ran', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new TypeError('broken'));
    await expect(retryOnce(load, 0)).rejects.toThrow('broken');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isNewRelease', () => {
  const answering = (status: number) => jest.fn(async () => new Response(null, { status })) as unknown as typeof fetch;

  it.each<[string, unknown, typeof fetch, boolean]>([
    ['the file is gone (404): a new release', chunkError('/secure-mail.1.js'), answering(404), true],
    ['the file is there: the connection failed', chunkError('/secure-mail.1.js'), answering(200), false],
    ['a server error is no release', chunkError('/secure-mail.1.js'), answering(503), false],
    ['no answer at all', chunkError('/secure-mail.1.js'), jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch, false],
    ['a failure without the address', chunkError(), answering(404), false],
    ['an error that is no chunk', new Error('x'), answering(404), false],
  ])('%s', async (_name, error, fetchFn, expected) => {
    await expect(isNewRelease(error, fetchFn)).resolves.toBe(expected);
  });

  it('asks the server for the failed address, without a cached answer', async () => {
    const fetchFn = answering(404);
    await isNewRelease(chunkError('/secure-mail.1.js'), fetchFn);
    expect(fetchFn).toHaveBeenCalledWith('/secure-mail.1.js', { method: 'HEAD', cache: 'no-store' });
  });
});
