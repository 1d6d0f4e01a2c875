import { Anchor } from '@mantine/core';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      Skip to main content
    </Anchor>
  );
}
