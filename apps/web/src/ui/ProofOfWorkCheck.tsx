// The widget's element in JSX (its React typings), and $altcha's global.
import type {} from 'altcha/types/react';
import { Input, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';

interface ProofOfWorkCheckProps {
  /** Where the widget fetches its challenge: `/api/signup/challenge`, `/api/login/challenge`. */
  challengeUrl: string;
  /** The solved payload to send as `altcha`, or null while there is none (or it expired). */
  onChange: (payload: string | null) => void;
  /** Why the form cannot go on without it (the form's or the server's message). */
  error?: string | undefined;
  /** Solve at once, without a tick: after the server spent an earlier solution. */
  auto?: boolean;
}

let loading: Promise<void> | undefined;

/**
 * The widget's code, loaded the first time a page asks the check: its CSP build (no inline
 * script, no blob: worker), its PBKDF2 worker served from our own origin, and its stylesheet.
 * About 220 KB that no other page downloads.
 */
function loadWidget(): Promise<void> {
  loading ??= Promise.all([
    import('altcha/external'),
    import('altcha/workers/pbkdf2?worker'),
    import('altcha/altcha.css'),
  ]).then(([, worker]) => {
    const Pbkdf2Worker = worker.default;
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  });
  return loading;
}

interface StateChange {
  state?: string;
  payload?: string | null;
}

/**
 * Security III: the self-hosted "I'm not a robot" check (ALTCHA). Ticking it makes the browser
 * solve the server's proof-of-work challenge in a worker (about a second); no third party sees
 * the page. The widget is a labelled checkbox with a live status; this wrapper gives it the
 * form's error under it, tied to it for screen readers.
 */
export function ProofOfWorkCheck({ challengeUrl, onChange, error, auto }: ProofOfWorkCheckProps) {
  const widget = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const errorId = useId();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    loadWidget().then(
      () => setLoaded(true),
      () => setFailed(true),
    );
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail ?? {};
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  // The widget draws its checkbox in the page itself (no shadow root): the error is tied to that
  // checkbox, which is what a screen reader is on.
  useEffect(() => {
    const box = widget.current?.querySelector('input[type="checkbox"]');
    if (!box) return;
    if (error) {
      box.setAttribute('aria-describedby', errorId);
      box.setAttribute('aria-invalid', 'true');
    } else {
      box.removeAttribute('aria-describedby');
      box.removeAttribute('aria-invalid');
    }
  }, [error, errorId, loaded]);

  return (
    <Input.Wrapper error={error} errorProps={{ id: errorId }}>
      <altcha-widget
        ref={widget}
        challenge={challengeUrl}
        auto={auto ? 'onload' : 'off'}
        type="checkbox"
        name="altcha"
      />
      {failed && (
        <Text c="red" size="sm" role="alert">
          The check could not load. Please reload the page.
        </Text>
      )}
    </Input.Wrapper>
  );
}
