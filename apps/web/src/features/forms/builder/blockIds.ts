/**
 * The ids of a block's elements, from its uid: focus follows a block when it moves, is added,
 * duplicated or restored, so these are found again after React redraws the list.
 */
export type MoveDirection = 'up' | 'down';

export const blockCardId = (uid: string) => `${uid}-card`;
export const blockLabelId = (uid: string) => `${uid}-label`;
export const blockTextId = (uid: string) => `${uid}-text`;
export const moveButtonId = (uid: string, direction: MoveDirection) => `${uid}-move-${direction}`;
