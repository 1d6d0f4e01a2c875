import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/AppLink';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';

/** The spec's footer year; later years extend it to a range so the notice never looks stale. */
const FIRST_YEAR = 2025;

export function copyrightYears(now = new Date()): string {
  const year = now.getFullYear();
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}

interface PublicShellProps {
  /** In-page links shown in the header (the landing page's sections). */
  sectionLinks?: readonly { href: string; label: string }[];
  /** Where the header's main button leads (the landing page passes the chosen plan). */
  startHref?: string;
  children: ReactNode;
}

/** Header, main and footer of the public pages (landing, help, legal, support). */
export function PublicShell({
  sectionLinks = [],
  startHref = '/signup',
  children,
}: PublicShellProps) {
  return (
    <>
      <SkipLink />
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={AppLink} to="/landing" fw={700} fz="lg" c="teal.9" underline="never">
              Paperless Clinic
            </Anchor>
            {sectionLinks.length > 0 && (
              <Group component="nav" aria-label="Page sections" gap="lg" visibleFrom="sm">
                {sectionLinks.map((link) => (
                  <Anchor key={link.href} href={link.href} c="dark" fw={500}>
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            )}
            <Group gap="xs" wrap="nowrap">
              <Button component={AppLink} to="/login" variant="subtle" size="sm" px="xs">
                Login
              </Button>
              <Button component={AppLink} to={startHref} size="sm">
                Get Started
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Box>
      <PublicFooter />
    </>
  );
}

const FOOTER_GROUPS = [
  { title: 'Help', links: [{ to: '/help', label: 'Help Center' }] },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/baa', label: 'Business Associate Agreement' },
    ],
  },
  { title: 'Support', links: [{ to: '/support', label: 'Contact Support' }] },
] as const;

function PublicFooter() {
  return (
    <Box component="footer" bg="gray.0" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {FOOTER_GROUPS.map((group) => (
            <Stack key={group.title} gap={6} component="nav" aria-label={group.title}>
              <Text fw={600}>{group.title}</Text>
              {group.links.map((link) => (
                <Anchor key={link.to} component={AppLink} to={link.to} c="dark" size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm" c="gray.7" mt="lg">
          © {copyrightYears()} Paperless Clinic. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
