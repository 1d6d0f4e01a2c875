import type {
  CardCreate,
  CardListResponse,
  CardMutationResponse,
  MessageResponse,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const CARD_KEY = ['card'] as const;
/** Spec §4: the card list is reloaded half a second after a delete. */
export const RELOAD_AFTER_DELETE_MS = 500;

/** The company's card (zero or one) and whether the app runs payments in demo mode. */
export function useCard(enabled: boolean) {
  return useQuery({
    queryKey: CARD_KEY,
    queryFn: ({ signal }) => api.get<CardListResponse>('/card', undefined, signal),
    enabled,
  });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardCreate) => api.post<CardMutationResponse>('/card', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARD_KEY }),
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/card/${id}`),
    onSuccess: async () => {
      await new Promise((resolve) => setTimeout(resolve, RELOAD_AFTER_DELETE_MS));
      await queryClient.invalidateQueries({ queryKey: CARD_KEY });
    },
  });
}
