import { render, screen } from '@testing-library/react';
import { lazyPart, PartSuspense } from './lazy-part';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('loads once, whether preloaded first or rendered, and shows the small progress indicator meanwhile', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Part = lazyPart(load);
    void Part.preload();
    void Part.preload();
    render(
      <PartSuspense>
        <Part name="Ann" />
      </PartSuspense>,
    );
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a preload that fails does not break the next open)', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('network')).mockResolvedValue(Hello);
    const Part = lazyPart(load);
    await Part.preload(); // fails quietly
    render(
      <PartSuspense>
        <Part name="Bob" />
      </PartSuspense>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a part whose code is already there at once, without the progress indicator', async () => {
    const Part = lazyPart(() => Promise.resolve(Hello));
    await Part.preload();
    render(
      <PartSuspense>
        <Part name="Cas" />
      </PartSuspense>,
    );
    expect(screen.getByText('Hello Cas')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
