import { Alert, Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { signupHref, type PublicPlan } from '@paperless/core';
import { useState } from 'react';
import { AppLink } from '../../ui/AppLink';
import { FeaturesSection, Section, TestimonialsSection } from './LandingSections';
import { PricingSection } from './PricingSection';
import { PublicShell } from './PublicShell';
import classes from './landing.module.css';

const SECTION_LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;

/**
 * Decision 29: the free trial is real. It opens the signup wizard without its payment step
 * (`trial=1`), carrying the plan the visitor picked like every start link.
 */
function FreeTrialNote({ href }: { href: string }) {
  return (
    <Alert color="teal" variant="light" title="Free 14-day trial, no credit card needed" maw={560}>
      <Text size="sm">
        Want to try before you buy?{' '}
        <Anchor component={AppLink} to={href} fw={600}>
          Start your free trial
        </Anchor>{' '}
        and set up your clinic in minutes. We remind you to add a card before it ends.
      </Text>
    </Alert>
  );
}

/** The public marketing page: what the product does, what it costs, and how to start. */
export function LandingPage() {
  const [chosen, setChosen] = useState<PublicPlan>();
  // Every start link carries the plan the visitor picked, so the wizard opens with it selected.
  const startHref = chosen ? signupHref(chosen) : '/signup';
  const trialHref = chosen ? `${signupHref(chosen)}&trial=1` : '/signup?trial=1';

  return (
    <PublicShell sectionLinks={SECTION_LINKS} startHref={startHref}>
      <Box className={classes.hero} py={{ base: 48, sm: 96 }}>
        <Container size="lg">
          <Stack gap="lg" align="flex-start" maw={720}>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
              Patient intake, without the paperwork
            </Title>
            <Text size="lg" c="gray.7">
              Send intake and consent forms before the visit, collect signatures on any phone, and
              find every completed form as a PDF under the patient. Secure, HIPAA-minded, and ready
              in minutes.
            </Text>
            <Group gap="sm">
              <Button component={AppLink} to={startHref} size="md">
                Get Started
              </Button>
              <Button component="a" href="#pricing" size="md" variant="default">
                See Pricing
              </Button>
            </Group>
            <FreeTrialNote href={trialHref} />
          </Stack>
        </Container>
      </Box>

      <FeaturesSection />

      <Box bg="gray.0">
        <Section
          id="pricing"
          title="Simple monthly pricing"
          intro="One plan price covers your monthly encounters; extra encounters cost a small fee each. Choose a plan to start with it."
        >
          <PricingSection chosen={chosen} onChoose={setChosen} />
        </Section>
      </Box>

      <TestimonialsSection />

      <Container size="lg" pb="xl">
        <Stack
          align="center"
          ta="center"
          gap="md"
          p="xl"
          bg="teal.9"
          c="white"
          style={{ borderRadius: 12 }}
        >
          <Title order={2}>Ready to go paperless?</Title>
          <Text>Set up your clinic today and send your first forms in minutes.</Text>
          <Group justify="center" gap="sm">
            <Button component={AppLink} to={startHref} variant="white" color="teal.9">
              {chosen ? `Get Started with ${chosen.name}` : 'Get Started'}
            </Button>
            <Button component={AppLink} to={trialHref} variant="outline" color="white">
              Start a Free Trial
            </Button>
          </Group>
        </Stack>
      </Container>
    </PublicShell>
  );
}
