import type { AuditorView, InviteAuditorInput } from '@procura/domain/company/auditor.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client';

// The company's auditors (docs/decisions.md 244): the owner lists and invites them; another buyer gets 403.

const AUDITORS_PATH = '/api/secured/company/auditors';

export const auditorsKey = ['company', 'auditors'] as const;

/** GET …/company/auditors: the owner's auditors, first invited first. */
export function useAuditors() {
  return useQuery({ queryKey: auditorsKey, queryFn: () => http.get<AuditorView[]>(AUDITORS_PATH) });
}

/** POST …/company/auditors {email}: the new auditor; the list is read again. */
export function useInviteAuditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAuditorInput) => http.post<AuditorView>(AUDITORS_PATH, input),
    onSuccess: () => client.invalidateQueries({ queryKey: auditorsKey }),
  });
}
