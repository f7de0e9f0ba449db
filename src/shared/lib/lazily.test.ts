import { lazily } from './lazily';

describe('lazily', () => {
  it('builds nothing until first asked, then builds once and keeps the value', () => {
    const make = jest.fn(() => ({ built: true }));
    const get = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is itself undefined without building again', () => {
    const make = jest.fn(() => undefined);
    const get = lazily(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
