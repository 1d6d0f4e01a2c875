import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

type AddButtonProps = { children: ReactNode } & (
  | { /** The page that creates one. */ to: To; onClick?: never }
  | { /** Opens the dialog that adds one. */ onClick: () => void; to?: never }
);

/** A list's Add or Create button, its plus before the words: a link to a page, or a dialog. */
export function AddButton({ children, to, onClick }: AddButtonProps) {
  const plus = <IconPlus size={16} aria-hidden />;
  return to === undefined ? (
    <Button leftSection={plus} onClick={onClick}>
      {children}
    </Button>
  ) : (
    <Button component={Link} to={to} leftSection={plus}>
      {children}
    </Button>
  );
}
