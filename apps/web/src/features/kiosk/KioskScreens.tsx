import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceTablet } from '@tabler/icons-react';
import { KIOSK_THANKS_SECONDS, kioskMessages, kioskPatientTexts as k } from '@paperless/core';
import { useT } from '../patient-language';
import { useEffect, useRef, useState, type ReactNode } from 'react';

function KioskCard(props: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="80vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color="teal">
            {props.icon}
          </ThemeIcon>
          <Title order={1}>{props.title}</Title>
          {props.children}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * After the last signature: thanks, and the tablet goes back to the front desk. The start screen
 * returns by itself after KIOSK_THANKS_SECONDS (or at once, from the button).
 */
export function KioskThanks({ onDone }: { onDone: () => void }) {
  const [left, setLeft] = useState(KIOSK_THANKS_SECONDS);
  const t = useT();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => s - 1), 1000);
    const back = setTimeout(() => done.current(), KIOSK_THANKS_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(back);
    };
  }, []);
  return (
    <KioskCard icon={<IconCircleCheck size={44} aria-hidden />} title={t(k.thanks)}>
      <Text size="lg">{t(k.handBack)}</Text>
      <Text c="dimmed" aria-live="polite">
        {t(k.clearsIn, { seconds: Math.max(left, 0) })}
      </Text>
      <Button size="lg" variant="light" onClick={onDone}>
        {t(k.backToStart)}
      </Button>
    </KioskCard>
  );
}

/**
 * The device's token is unknown or ended: staff sign in to start kiosk mode again. A patient may
 * be holding the tablet, so what it says is in the page's language; the sign-in is staff's.
 */
export function KioskEndedScreen() {
  const t = useT();
  return (
    <KioskCard icon={<IconDeviceTablet size={44} aria-hidden />} title={t(k.modeOff)}>
      <Text size="lg">{t(kioskMessages.deviceEnded)}</Text>
      <Button component="a" href="/login" size="lg" lang="en">
        Staff sign-in
      </Button>
    </KioskCard>
  );
}
