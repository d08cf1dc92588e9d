import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    const { container } = render(<Avatar src="/api/avatars/u1?v=1" firstName="Ada" lastName="Byron" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/u1?v=1');
  });

  it('shows initials without a picture, and from the fallback without a name', () => {
    const { container, rerender } = render(<Avatar src={null} firstName="ada" lastName="byron" />);
    // The circle reads exactly the capitals, and nothing else (no broken picture, no lower case, no '?').
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AB');
    rerender(<Avatar src={null} firstName="" lastName="" fallback="zoe@example.test" />);
    expect(container.textContent).toBe('Z');
    rerender(<Avatar src={null} firstName="" lastName="" />);
    expect(container.textContent).toBe('?');
  });

  it('falls back to initials when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<Avatar src="/api/avatars/u1?v=1" firstName="Ada" lastName="Byron" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AB');
    rerender(<Avatar src="/api/avatars/u1?v=2" firstName="Ada" lastName="Byron" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/u1?v=2');
  });
});
