import { useState } from 'react';
import { storedCopy } from './copyStore';
import { LazyCopyDownload } from './LazyCopyDownload';

/**
 * The download of a spent link's copy, for a screen shown after a reload (the link's "already
 * submitted" screen): shown only while this tab holds the link's unexpired copy.
 */
export function CopyOffer(props: { linkToken: string }) {
  const [copy] = useState(() => storedCopy(props.linkToken));
  if (!copy) return null;
  return <LazyCopyDownload copyToken={copy.token} />;
}
