import { Alert, Container, List, Stack, Text, Title } from '@mantine/core';
import { legalVersionLine, type LegalDocument } from '@paperless/core';
import { useEffect, type ReactNode } from 'react';
import { PublicShell } from './PublicShell';

/**
 * Where visitors write to us. A deployment sets its own address at build time
 * (VITE_SUPPORT_EMAIL); the default is the product's.
 */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@paperlessclinic.com';
export const SUPPORT_HOURS = 'Monday to Friday, 8:00 am to 6:00 pm US Central Time';

/** A plain reading page (help, legal, support) inside the public header and footer. */
export function InfoLayout(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    // A tab title per page (bookmarks, history), given back when the visitor moves on.
    const previous = document.title;
    document.title = `${props.title} | Paperless Clinic`;
    return () => {
      document.title = previous;
    };
  }, [props.title]);
  return (
    <PublicShell>
      <Container size="md" py={{ base: 'xl', sm: 48 }}>
        <Stack gap="lg">
          <Title order={1}>{props.title}</Title>
          {props.intro}
          {props.children}
        </Stack>
      </Container>
    </PublicShell>
  );
}

/** One titled part of a reading page: a paragraph or a list. */
export function InfoSection(props: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack
      gap="xs"
      component="section"
      id={props.id}
      aria-labelledby={props.id && `${props.id}-title`}
    >
      <Title order={2} size="h3" id={props.id && `${props.id}-title`}>
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

export const P = ({ children }: { children: ReactNode }) => <Text>{children}</Text>;

export function Items({ items }: { items: readonly ReactNode[] }) {
  return (
    <List spacing={4}>
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The legal pages are drafts: said plainly at the top so nobody mistakes them for advice. */
export function TemplateNotice() {
  return (
    <Alert color="yellow" title="Template">
      This document is a template to be reviewed by legal counsel before it is relied on. It
      describes how the service is built and operated; it is not legal advice.
    </Alert>
  );
}

/**
 * Issue 20: the top of a versioned legal page, its version and effective date (the ones signup
 * records, from packages/core), then the template notice.
 */
export function LegalIntro({ document }: { document: LegalDocument }) {
  return (
    <>
      <Text c="gray.7" fw={600}>
        {legalVersionLine(document)}
      </Text>
      <TemplateNotice />
    </>
  );
}
