import { whenIdle } from './home-screen';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('hands the work to requestIdleCallback with the longest wait, and cancels it', () => {
    window.requestIdleCallback = jest.fn(() => 7);
    window.cancelIdleCallback = jest.fn();
    const work = jest.fn();
    const cancel = whenIdle(work, 1500);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    jest.mocked(window.requestIdleCallback).mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits a fixed moment where the browser has no requestIdleCallback, and can be cancelled before it', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    jest.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const other = jest.fn();
    whenIdle(other)();
    jest.advanceTimersByTime(5000);
    expect(other).not.toHaveBeenCalled();
  });
});
