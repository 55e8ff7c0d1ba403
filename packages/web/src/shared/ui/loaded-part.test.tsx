import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedPart } from '#web/shared/ui/loaded-part.tsx';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('loadedPart', () => {
  it('renders nothing while loading, survives the parent rendering again, then shows the part', async () => {
    const load = deferred<typeof Greeting>();
    let loads = 0;
    const Part = loadedPart(() => {
      loads += 1;
      return load.promise;
    });
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <div>
          <button type="button" onClick={() => setCount(count + 1)}>
            render {count}
          </button>
          <Part name="Mia" />
        </div>
      );
    }
    render(<Parent />);
    fireEvent.click(screen.getByRole('button', { name: 'render 0' }));
    expect(screen.getByText('render 1')).toBeTruthy();
    expect(screen.queryByText(/Hello/)).toBeNull();
    await act(async () => load.resolve(Greeting));
    expect(screen.getByText('Hello Mia')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries a failed load again when the part is rendered next', async () => {
    const attempts = [deferred<typeof Greeting>(), deferred<typeof Greeting>()];
    let loads = 0;
    const Part = loadedPart(() => attempts[loads++]!.promise);
    const first = render(<Part name="Jan" />);
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(screen.queryByText(/Hello/)).toBeNull();
    first.unmount();
    render(<Part name="Jan" />);
    await act(async () => attempts[1]!.resolve(Greeting));
    expect(screen.getByText('Hello Jan')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
