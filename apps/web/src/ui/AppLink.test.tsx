import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { AppLink } from './AppLink';

afterEach(() => setNavigator(undefined));

const link = () => screen.getByRole('link', { name: 'Sign up' });

describe('AppLink', () => {
  it('is a plain link the browser follows while no router is here (a prerendered page)', () => {
    render(<AppLink to="/signup">Sign up</AppLink>);
    expect(link()).toHaveAttribute('href', '/signup');
    // fireEvent.click answers false when the click's default was prevented.
    expect(fireEvent.click(link())).toBe(true);
  });

  it('moves through the router once it is here, keeping the page', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<AppLink to="/signup">Sign up</AppLink>);
    expect(fireEvent.click(link())).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/signup', { replace: false });
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<AppLink to="/signup">Sign up</AppLink>);
    expect(fireEvent.click(link(), { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
