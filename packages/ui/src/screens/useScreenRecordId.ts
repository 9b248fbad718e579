import { useParams } from 'react-router';
import { useAccess } from '../access.tsx';
import { parseId } from '../resource/hooks.ts';
import { recordParam, type ResourceScreenProps } from '../resource/screen-props.ts';

/** The record id of an edit or view route, with the selected-centre fallback for optional ids. */
export function useScreenRecordId(
  pattern: string | undefined,
  fallback: ResourceScreenProps['idFallback'],
  pathFilters?: ResourceScreenProps['pathFilters'],
): number | null {
  const params = useParams();
  const access = useAccess();
  const name = recordParam(pattern, pathFilters);
  const id = parseId(name ? params[name] : null);
  if (id) return id;
  if (fallback === 'selectedFranchisee') return access.franchiseeId;
  return null;
}
