import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = jest.fn();
    afterNextPaint(work);
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    frames[0](0);
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const early = jest.fn();
    afterNextPaint(early)();
    frames[0](0);
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = jest.fn();
    const cancel = afterNextPaint(late);
    frames[1](0);
    cancel();
    jest.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
