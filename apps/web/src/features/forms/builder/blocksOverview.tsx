import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BuilderBlock, BuilderValues } from './builderValues';
import { ruleProblems, type RuleProblem } from './ruleProblems';

interface BlocksOverview {
  blocks: readonly BuilderBlock[];
  problems: readonly RuleProblem[];
}

const OverviewContext = createContext<BlocksOverview>({ blocks: [], problems: [] });

/**
 * Every block as typed, and what is wrong with their rules, worked out once per change for the
 * rule editors (a rule reads the blocks above it). Its children are elements made by the list,
 * so a keystroke re-renders the rule editors that read this, not every card.
 */
export function BlocksOverviewProvider({ children }: { children: ReactNode }) {
  const { control } = useFormContext<BuilderValues>();
  const blocks = useWatch({ control, name: 'fields' });
  const value = useMemo(() => ({ blocks, problems: ruleProblems(blocks) }), [blocks]);
  return <OverviewContext value={value}>{children}</OverviewContext>;
}

export const useBlocksOverview = () => useContext(OverviewContext);
