import { Blockquote, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';

/** A titled band of the landing page that the header's links can jump to. */
export function Section(props: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Container
      component="section"
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      size="lg"
      py={{ base: 48, sm: 72 }}
      className={classes.section}
    >
      <Stack gap="xs" align="center" ta="center" mb="xl">
        <Title order={2} id={`${props.id}-title`}>
          {props.title}
        </Title>
        {props.intro && (
          <Text c="gray.7" maw={640}>
            {props.intro}
          </Text>
        )}
      </Stack>
      {props.children}
    </Container>
  );
}

const FEATURES = [
  {
    title: 'Digital intake forms',
    text: 'Eleven ready-made templates (registration, consent, medical history, insurance and more), or build your own.',
  },
  {
    title: 'Send by e-mail or text',
    text: 'Patients get a secure link that works once, and fill in the forms on their own phone before the visit.',
  },
  {
    title: 'Buckets of forms',
    text: 'Group the forms a new patient needs into a bucket and send them all with one link.',
  },
  {
    title: 'Signed PDFs, filed for you',
    text: 'Every submission becomes a PDF with the signature and date, listed under the patient.',
  },
  {
    title: 'Built with HIPAA in mind',
    text: 'Answers are encrypted at rest, every access is logged, and each clinic sees only its own data.',
  },
  {
    title: 'Your whole front desk',
    text: 'Add your staff as users; the practice owner stays in control of accounts and billing.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Section
      id="features"
      title="Everything your front desk needs"
      intro="Replace clipboards and scanners with forms patients fill in before they arrive."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Paper key={feature.title} withBorder radius="md" p="lg">
            <Title order={3} size="h4" mb="xs">
              {feature.title}
            </Title>
            <Text size="sm" c="gray.7">
              {feature.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

// Placeholders in the voice of our customers: replace them with real quotes, used with consent,
// before launch.
const TESTIMONIALS = [
  {
    quote:
      'Patients arrive with their paperwork done. Our waiting room is quieter and check-in takes minutes.',
    who: 'Practice manager, family medicine clinic',
  },
  {
    quote: 'Sending one bucket of forms to new patients saved our front desk hours every week.',
    who: 'Office lead, pediatric practice',
  },
  {
    quote: 'The PDFs are filed under each patient, so we stopped scanning paper altogether.',
    who: 'Clinic administrator, orthopedic group',
  },
] as const;

export function TestimonialsSection() {
  return (
    <Section id="testimonials" title="What clinics say">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((t) => (
          <Blockquote key={t.who} color="teal" cite={`— ${t.who}`} p="lg">
            {t.quote}
          </Blockquote>
        ))}
      </SimpleGrid>
    </Section>
  );
}
