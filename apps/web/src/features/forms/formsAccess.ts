import { canOpenRoute, hasPermission, SHARED_ROUTES } from '@paperless/core';
import { useSignedInSession } from '../../lib/session';

const VIEW_FORM_ROUTE = SHARED_ROUTES.find((route) => route.path === '/view-form/:id');

/**
 * What the user may do with a company's forms. Staff who open a company but lack manage_forms
 * see its forms read-only (decision 25); View is offered when the route table lets them open it.
 */
export function useFormsAccess(): { manage: boolean; view: boolean } {
  const { user, permissions } = useSignedInSession();
  const view =
    VIEW_FORM_ROUTE !== undefined &&
    canOpenRoute(VIEW_FORM_ROUTE, { kind: user.user_type, permissions });
  return { manage: hasPermission(permissions, 'manage_forms'), view };
}
