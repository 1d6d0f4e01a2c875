import type { MessageResponse, Plan, PlanListResponse, planCreateSchema } from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** What the Add and Edit forms send, as the shared schema parses it. */
export type PlanBody = z.output<typeof planCreateSchema>;
export type PlanMutationResponse = MessageResponse & { data: Plan };

const PLANS_KEY = ['plans'] as const;

/** Standard plans, then custom plans: the table shows both and filters in the browser. */
export function usePlans() {
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: ({ signal }) => api.get<PlanListResponse>('/plan', undefined, signal),
    select: (answer): Plan[] => [...answer.plans, ...answer['custom-plans']],
  });
}

/** One plan for the View dialog. */
export function usePlan(id: number) {
  return useQuery({
    queryKey: [...PLANS_KEY, id],
    queryFn: ({ signal }) => api.get<{ data: Plan }>(`/plan/${id}`, undefined, signal),
    select: (answer) => answer.data,
  });
}

/** One plan to prefill the Edit form; never from the cache, so a reopened form is current. */
export function usePlanForEdit(id: number) {
  return useQuery({
    queryKey: [...PLANS_KEY, 'edit', id],
    queryFn: ({ signal }) => api.get<{ data: Plan }>(`/plan/edit/${id}`, undefined, signal),
    select: (answer) => answer.data,
    gcTime: 0,
  });
}

// Each change resolves once the list has reloaded, so a closing dialog uncovers the new state.
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PLANS_KEY });
}

export function useCreatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: PlanBody) => api.post<PlanMutationResponse>('/plan', body),
    onSuccess: refresh,
  });
}

export function useUpdatePlan(id: number) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: PlanBody) => api.put<PlanMutationResponse>(`/plan/update/${id}`, body),
    onSuccess: refresh,
  });
}

export function useSetPlanStatus() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: number; is_active: 0 | 1 }) =>
      api.put<PlanMutationResponse>(`/plan/status-update/${id}`, { is_active }),
    onSuccess: refresh,
  });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/plan/delete/${id}`),
    onSuccess: refresh,
  });
}
