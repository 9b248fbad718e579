import { useParams } from 'react-router';
import { useAccess } from '../access.tsx';
import { parseId } from '../resource/hooks.ts';
import { firstParam, type ResourceScreenProps } from '../resource/routes.ts';

/** The record id of an edit or view route, with the selected-centre fallback for optional ids. */
export function useScreenRecordId(
  pattern: string | undefined,
  fallback: ResourceScreenProps['idFallback'],
): number | null {
  const params = useParams();
  const access = useAccess();
  const name = firstParam(pattern);
  const id = parseId(name ? params[name] : null);
  if (id) return id;
  if (fallback === 'selectedFranchisee') return access.franchiseeId;
  return null;
}
