// Issue 20: the owner's practice profile.
import type { RouteClass } from '../route-classes.js';

export const PRACTICE_PROFILE_ROUTES: Record<string, RouteClass> = {};
