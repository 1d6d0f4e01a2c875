import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { followInApp } from '../lib/navigation';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address of this app. */
  to: string;
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link of the public pages that works with or without the router: a real `<a href>` the
 * browser follows, which the app's router takes over once it is here (lib/navigation). The
 * prerendered pages draw without the router (main.tsx, issue 21: its ~24 KB and the time to
 * run it, off the landing page's first load), so their links cannot be the router's Link.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event) || rest.target) return;
        if (followInApp(to)) event.preventDefault();
      }}
      {...rest}
    />
  );
});
