import { Stack, Text, Title } from '@mantine/core';
import { ADDED_QUESTIONS_TITLE } from '@paperless/core';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { BlockList } from '../builder/BlockList';
import { BuilderScopeProvider, type BuilderScope } from '../builder/builderScope';
import type { BuilderValues } from '../builder/builderValues';

interface AddedQuestionsProps {
  blocks: UseFormReturn<BuilderValues, unknown, unknown>;
  scope: BuilderScope;
}

/**
 * "Your own questions": the builder's block list, for questions the template does not ask.
 * Patients answer them in a section of their own before the signing.
 */
export function AddedQuestions({ blocks, scope }: AddedQuestionsProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="customize-added">
      <Title order={2} size="h4" id="customize-added">
        Your own questions
      </Title>
      <Text size="sm" c="gray.7">
        Questions the template does not ask. Patients answer them under “{ADDED_QUESTIONS_TITLE}”,
        before they sign.
      </Text>
      <FormProvider {...blocks}>
        <BuilderScopeProvider value={scope}>
          <BlockList />
        </BuilderScopeProvider>
      </FormProvider>
    </Stack>
  );
}
