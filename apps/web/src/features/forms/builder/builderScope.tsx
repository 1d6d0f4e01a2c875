import { createContext, useCallback, useContext } from 'react';
import type { BlockKind } from './blockKinds';
import { keysExcept, type BuilderBlock } from './builderValues';

/**
 * Where the block list is used. A clinic's own form owns every answer key and kind; the
 * questions a clinic adds to a customized template share the answers with the template's (its
 * keys are taken) and leave the signing to the template (no signature block).
 */
export interface BuilderScope {
  reservedKeys: readonly string[];
  withoutKinds: readonly BlockKind[];
}

const BuilderScopeContext = createContext<BuilderScope>({ reservedKeys: [], withoutKinds: [] });

export const BuilderScopeProvider = BuilderScopeContext.Provider;
export const useBuilderScope = () => useContext(BuilderScopeContext);

/** The keys a block may not take: the other blocks' and the scope's reserved ones. */
export function useTakenKeys() {
  const { reservedKeys } = useBuilderScope();
  return useCallback(
    (blocks: readonly BuilderBlock[], except?: number) => [
      ...keysExcept(blocks, except),
      ...reservedKeys,
    ],
    [reservedKeys],
  );
}
